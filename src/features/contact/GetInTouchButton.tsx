import { words } from '../../content';
import { useOpenContactDialog } from './ContactProvider';

export function GetInTouchButton() {
  const openDialog = useOpenContactDialog();
  return (
    <button
      type="button"
      className="button button--primary"
      aria-haspopup="dialog"
      onClick={openDialog}
    >
      {words.getInTouch}
    </button>
  );
}
