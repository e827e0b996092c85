import fs from 'node:fs';
import path from 'node:path';
import { resolveContent } from '../content/resolve';
import { findContentProblems, type OwnerContent } from '../content/schema';
import type { SiteContent } from '../content/types';
import { projectPaths } from './projectPaths';

/** The owner's content: one JSON file, which `npm run content:import` writes. */
export const contentFile = path.join(projectPaths.root, 'src/content/portfolio.json');

/** Every image the content names, with where it is named, for the check that it exists. */
function imagesOf(content: OwnerContent): { where: string; path: string }[] {
  const sections = ['experience', 'awards', 'education', 'projects'] as const;
  return [
    { where: 'profile: field "photo"', path: content.profile.photo },
    ...sections.flatMap((section) =>
      content[section].map((entry, index) => ({
        where: `${section}[${index}] (${entry.id}): field "image"`,
        path: entry.image,
      })),
    ),
  ];
}

/**
 * Reads and checks the owner's content: the JSON syntax, every field against the schema, and
 * every image it names under public/. Returns the content with its defaults, or the problems.
 */
export function readOwnerContent(
  file = contentFile,
  publicDir = projectPaths.public,
): { content: SiteContent } | { problems: string[] } {
  const shownFile = path.relative(process.cwd(), file);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return { problems: [`${shownFile} is not valid JSON: ${(error as Error).message}`] };
  }
  const problems = findContentProblems(raw);
  if (problems.length > 0) return { problems };
  const owner = raw as OwnerContent;
  const missingImages = imagesOf(owner)
    .filter((image) => !fs.existsSync(path.join(publicDir, image.path)))
    .map((image) => `${image.where} points to public/${image.path}, which does not exist`);
  if (missingImages.length > 0) return { problems: missingImages };
  return { content: resolveContent(owner) };
}
