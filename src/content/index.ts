/**
 * The owner's content, checked by the build (schema.ts) before anything is bundled: edit
 * portfolio.json, or write it from a JSON Resume with `npm run content:import`.
 */
import portfolio from './portfolio.json';
import { resolveContent } from './resolve';
import type { OwnerContent } from './schema';

export const content = resolveContent(portfolio as OwnerContent);
export const { profile, about, experience, awards, education, projects } = content;
export * from './types';
