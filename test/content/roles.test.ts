import { withRolesGrouped, type RoleEntry } from '../../src/content/roles';

interface Entry extends RoleEntry<string> {
  title: string;
}
const job = (id: string, employer: string, place?: string): Entry => ({
  id,
  title: id,
  employer,
  details: place ? [employer, place] : [employer],
});
const heading = (first: Entry, shared: string[], roles: Entry[]): Entry => ({
  id: `${first.id}-roles`,
  title: first.details[0]!,
  details: shared,
  roles,
});

describe('roles in a row at one organisation', () => {
  it('are one entry with the organisation once, and what they all share beside it', () => {
    const grouped = withRolesGrouped(
      [
        job('lead', 'Nordvik Data', 'Oslo'),
        job('dev', ' nordvik  data ', 'Oslo'),
        job('intern', 'Aalto'),
      ],
      heading,
    );
    expect(grouped.map(({ title, details }) => [title, details])).toEqual([
      ['Nordvik Data', ['Oslo']],
      ['intern', ['Aalto']],
    ]);
    expect(grouped[0]!.roles!.map(({ id, details }) => [id, details])).toEqual([
      ['lead', []],
      ['dev', []],
    ]);
  });

  it('keep each its own place where the places differ', () => {
    const [group] = withRolesGrouped(
      [job('lead', 'Nordvik Data', 'Oslo'), job('dev', 'Nordvik Data', 'Bergen')],
      heading,
    );
    expect(group!.details).toEqual([]);
    expect(group!.roles!.map(({ details }) => details)).toEqual([['Oslo'], ['Bergen']]);
  });

  it('are grouped only when in a row, and only when they are roles at an organisation', () => {
    const apart = [job('a', 'Nordvik Data'), job('b', 'Aalto'), job('c', 'Nordvik Data')];
    expect(withRolesGrouped(apart, heading)).toEqual(apart);
    const notRoles = [
      { id: 'x', title: 'x', details: ['Same'] },
      { id: 'y', title: 'y', details: ['Same'] },
    ];
    expect(withRolesGrouped(notRoles, heading)).toEqual(notRoles);
  });
});
