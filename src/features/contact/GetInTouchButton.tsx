import { Message } from '../../components/Message';
import { profile, words } from '../../content';
import { useContactFailed, useOpenContactDialog } from './ContactProvider';

/**
 * Opens the contact dialog. When the dialog's chunk cannot load, the owner's address is offered
 * instead, and the button stays: the next tap asks for the chunk again.
 */
export function GetInTouchButton() {
  const openDialog = useOpenContactDialog();
  const failed = useContactFailed();
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        aria-haspopup="dialog"
        onClick={openDialog}
      >
        {words.getInTouch}
      </button>
      {failed && (
        <p className="contact-unavailable" role="alert">
          <Message
            text={words.contactUnavailable}
            values={{ email: <a href={`mailto:${profile.email}`}>{profile.email}</a> }}
          />
        </p>
      )}
    </>
  );
}
