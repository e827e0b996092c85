/**
 * Several roles in a row at one organisation (a promotion, a move between teams) show the
 * organisation once, with its roles under it: on the page and in the résumé PDF. The content, and
 * resume.json, keep one entry per role.
 */

/** An entry as the page or the PDF shows it: its organisation, where it has one, is its first detail. */
export interface RoleEntry<Detail> {
  id: string;
  details: Detail[];
  /** The organisation's name, for entries that are a role at one (a job, a volunteer's role). */
  employer?: string;
  roles?: this[];
}

/** An organisation's name as entries are matched by it: 'Nordvik Data' and ' nordvik  data'. */
export const organisationKey = (name: string) =>
  name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/**
 * The entries with each run of roles at one organisation made one entry, by `heading`: it is
 * given the run's first entry, the details every role shares besides the organisation (its place,
 * say), and the roles, each without the organisation and without what is shared. A role whose
 * details differ from the others' keeps its own.
 */
export function withRolesGrouped<Detail, Entry extends RoleEntry<Detail>>(
  entries: Entry[],
  heading: (first: Entry, shared: Detail[], roles: Entry[]) => Entry,
): Entry[] {
  const grouped: Entry[] = [];
  let start = 0;
  while (start < entries.length) {
    const first = entries[start]!;
    let end = start + 1;
    while (
      first.employer &&
      entries[end]?.employer &&
      organisationKey(first.employer) === organisationKey(entries[end]!.employer!)
    )
      end += 1;
    const run = entries.slice(start, end);
    start = end;
    if (run.length === 1) {
      grouped.push(first);
      continue;
    }
    const roles = run.map((role) => ({ ...role, details: role.details.slice(1) }));
    const shared = JSON.stringify(roles[0]!.details);
    const allShare = roles.every((role) => JSON.stringify(role.details) === shared);
    grouped.push(
      allShare
        ? heading(
            first,
            roles[0]!.details,
            roles.map((role) => ({ ...role, details: [] })),
          )
        : heading(first, [], roles),
    );
  }
  return grouped;
}
