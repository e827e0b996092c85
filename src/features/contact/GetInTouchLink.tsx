import { profile, words } from '../../content';

/** "Get in Touch" of a build without EmailJS settings: the visitor writes from their own mail app. */
export function GetInTouchLink() {
  return (
    <a className="button button--primary" href={`mailto:${profile.email}`}>
      {words.getInTouch}
    </a>
  );
}
