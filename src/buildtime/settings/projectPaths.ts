import fs from 'node:fs';
import path from 'node:path';
import owners from '../../upgrade/ownerPaths.json';

const root = path.resolve(__dirname, '../../..');
/** The owner's folder, one of their paths (src/upgrade/ownerPaths.json, which the upgrade reads). */
const ownerDir = path.join(root, owners.paths.site);

/** Folders of this project, for build-time code, servers and scripts. */
export const projectPaths = {
  root,
  /**
   * The owner's site: their content, its translations beside it and their images under public/.
   * The template never ships a file here nor changes one (docs/content.md, "What is yours").
   */
  owner: {
    dir: ownerDir,
    /** What `npm run content:import` writes. */
    content: path.join(ownerDir, 'portfolio.json'),
    public: path.join(ownerDir, 'public'),
  },
  /** The template's sample owner: what a site shows until its owner has content of their own. */
  sample: {
    content: path.join(root, 'src/content/sample.json'),
    public: path.join(root, 'public'),
  },
  /** The owner's job applications (`npm run apply`): git-ignored, never built into the site. */
  applications: path.join(root, owners.paths.applications),
  /** What `npm run build` writes and the host serves. */
  dist: path.join(root, 'dist'),
};

/** The content a build reads unless CONTENT_FILE names another: the owner's, else the sample. */
export const siteContentFile = () =>
  fs.existsSync(projectPaths.owner.content)
    ? projectPaths.owner.content
    : projectPaths.sample.content;

/** The owner's content file as a message names it (owner/portfolio.json), for one that says it is absent. */
export const ownerContentShown = () => path.relative(process.cwd(), projectPaths.owner.content);

/** This checkout's file or folder, in the checkout at `root` (a benchmark's baseline). */
export const inCheckout = (root: string, file: string) =>
  path.join(root, path.relative(projectPaths.root, file));

/**
 * The folder a content file's images are under: a `public/` beside it (the owner's folder, or a
 * test fixture's), else the sample's `public/`.
 */
export function publicDirOf(contentFile: string): string {
  const beside = path.join(path.dirname(contentFile), 'public');
  return fs.existsSync(beside) ? beside : projectPaths.sample.public;
}
