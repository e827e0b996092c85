import words from './words.json';

/** Which view of the editor is open: the content, or the applications (`?view=applications`). */
export const isApplicationsView = () =>
  new URLSearchParams(window.location.search).get('view') === 'applications';

/** The editor's two views, as links: the content (with its language), and the applications. */
export function ViewSwitch() {
  const applications = isApplicationsView();
  return (
    <nav aria-label={words.views} className="views">
      <ul>
        <li>
          <a href="?" aria-current={applications ? undefined : 'page'}>
            {words.contentView}
          </a>
        </li>
        <li>
          <a href="?view=applications" aria-current={applications ? 'page' : undefined}>
            {words.applicationsView}
          </a>
        </li>
      </ul>
    </nav>
  );
}
