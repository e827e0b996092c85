import { useContact } from './ContactProvider';

export function GetInTouchButton() {
  const { openDialog } = useContact();
  return (
    <button
      type="button"
      className="button button--primary"
      aria-haspopup="dialog"
      onClick={openDialog}
    >
      Get in Touch
    </button>
  );
}
