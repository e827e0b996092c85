import { ownerContent } from './ownerContentGlobals';
import { profileLinks } from '../../../src/components/profileLinks';
import { profileSlots } from '../../../src/content/profileNetworks';
import { content, type ListSectionKey } from '../../../src/content';
import { withRolesGrouped } from '../../../src/content/roles';
import { filterLabels, shownProjectFilters } from '../../../src/features/projects/projectsSlice';

/**
 * What the browser suite expects, derived from the owner's content, whatever it holds: the
 * suite runs against the page built from it.
 */
export { content, ownerContent };
export const { words } = content;
export { contactWords } from '../../../src/features/contact/contactWords';

/**
 * Each section of entries the page shows, by its heading, and how many entries it has: titled
 * entries (an h3 each, roles in a row at one organisation under one) and quotations (a figure
 * each, for references).
 */
export const entryCounts = content.sections
  .filter(({ id }) => id !== 'about')
  .map(({ id, title }) => {
    const entries = content.entries[id as ListSectionKey];
    const quotes = entries.filter((entry) => entry.quote).length;
    const shown = withRolesGrouped(entries, (first, _shared, roles) => ({ ...first, roles }));
    return { title, headings: shown.length - quotes, quotes };
  });

/** The h2 of every section the page shows, in order. */
export const shownSections = content.sections.map(({ title }) => title);

/** The section furthest below the fold. */
export const lastSection = shownSections.at(-1)!;

/** The project filter's tabs: All, then each category that has a project. */
export const filterTabs = shownProjectFilters.map((filter) => ({
  label: filterLabels[filter],
  count: content.projects.filter((project) => filter === 'all' || project.category === filter)
    .length,
}));

export const educationWithUnits = content.education.filter((entry) => entry.units.length > 0);

export const profilePanelLinks = profileLinks(content.profile, profileSlots);
