import { ContactActorContext } from './ContactActorContext';

export function GetInTouchButton() {
  const contactActor = ContactActorContext.useActorRef();
  return (
    <button
      type="button"
      className="button button--primary"
      aria-haspopup="dialog"
      onClick={() => contactActor.send({ type: 'open' })}
    >
      Get in Touch
    </button>
  );
}
