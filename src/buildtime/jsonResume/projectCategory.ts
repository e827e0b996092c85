import type { ProjectCategory } from '../../content/constants';
import { organisationKey } from '../../content/roles';
import type { Catalog } from '../../i18n/words';

/** A project type that says open source, in the content's words or the usual English ones. */
const openSourceType = /^(open[\s-]?source|oss|foss)\b/i;

/**
 * What a JSON Resume project was, from its `type` and `entity`: open source when its type says
 * so; work at an employer when its entity is one the résumé worked at (or the catalog's word for
 * an employer, as the export writes it); work for a client when it names another; else personal.
 */
export function projectCategory(
  { entity, type }: { entity?: unknown; type?: unknown },
  { employers, catalog }: { employers: ReadonlySet<string>; catalog: Catalog },
): ProjectCategory {
  const said = (text: unknown, word: string) =>
    typeof text === 'string' && organisationKey(text) === organisationKey(word);
  if (
    typeof type === 'string' &&
    (openSourceType.test(type) || said(type, catalog.filterOpenSource))
  )
    return 'opensource';
  if (typeof entity !== 'string' || !entity.trim()) return 'personal';
  if (employers.has(organisationKey(entity)) || said(entity, catalog.employerEntity))
    return 'employer';
  return 'forclients';
}

/** What the export writes for a category the owner chose without an entity or type to say it. */
export function categoryWords(
  category: ProjectCategory,
  catalog: Catalog,
): { entity?: string; type?: string } {
  if (category === 'forclients') return { entity: catalog.clientEntity };
  if (category === 'employer') return { entity: catalog.employerEntity };
  if (category === 'opensource') return { type: catalog.filterOpenSource };
  return {};
}
