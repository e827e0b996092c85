import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** Folders of this project, for build-time code, servers and scripts. */
export const projectPaths = {
  root,
  /** The owner's content, which `npm run content:import` writes (CONTENT_FILE builds another). */
  content: path.join(root, 'src/content/portfolio.json'),
  public: path.join(root, 'public'),
  /** What `npm run build` writes and the host serves. */
  dist: path.join(root, 'dist'),
};

/** This checkout's file or folder, in the checkout at `root` (a benchmark's baseline). */
export const inCheckout = (root: string, file: string) =>
  path.join(root, path.relative(projectPaths.root, file));

/**
 * The folder a content file's images are under: a `public/` beside it (a test fixture brings its
 * own), else the project's `public/`.
 */
export function publicDirOf(contentFile: string): string {
  const beside = path.join(path.dirname(contentFile), 'public');
  return fs.existsSync(beside) ? beside : projectPaths.public;
}
