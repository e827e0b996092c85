/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { projectPaths } from '../../src/buildtime/settings/projectPaths';

/** The owner's guide and the maintainers' pages. */
const pages = [
  path.join(projectPaths.root, 'README.md'),
  ...fs
    .readdirSync(path.join(projectPaths.root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(projectPaths.root, 'docs', name)),
];

/** The text without its code blocks and code spans, where brackets are not links. */
const prose = (markdown: string) =>
  markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** A heading's anchor, as GitHub makes it. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

const anchorsIn = (file: string) =>
  [...prose(fs.readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+)$/gm)].map(([, heading]) =>
    anchorOf(heading!),
  );

describe('the README and docs/', () => {
  it('link only to files and headings that exist', () => {
    const broken = pages.flatMap((page) =>
      [...prose(fs.readFileSync(page, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)]
        .map(([, target]) => target!)
        .filter((target) => !/^(https?:|mailto:)/.test(target))
        .filter((target) => {
          const [file, anchor] = target.split('#');
          const resolved = file ? path.resolve(path.dirname(page), file) : page;
          if (!fs.existsSync(resolved)) return true;
          return anchor !== undefined && !anchorsIn(resolved).includes(anchor);
        })
        .map((target) => `${path.relative(projectPaths.root, page)} → ${target}`),
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(broken).toEqual([]);
  });

  it('name only npm run commands that package.json has', () => {
    const { scripts } = JSON.parse(
      fs.readFileSync(path.join(projectPaths.root, 'package.json'), 'utf8'),
    ) as { scripts: Record<string, string> };
    const unknown = pages.flatMap((page) =>
      [...fs.readFileSync(page, 'utf8').matchAll(/\bnpm run(?: -s)? ([\w-]+(?::[\w-]+)*)/g)]
        .map(([, name]) => name!)
        .filter((name) => !(name in scripts))
        .map((name) => `${path.relative(projectPaths.root, page)}: npm run ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('keep the README a path: at most 250 lines, no line of prose over 120 characters', () => {
    const lines = prose(fs.readFileSync(pages[0]!, 'utf8')).split('\n');
    expect(lines.length).toBeLessThanOrEqual(250);
    // Tables of pictures and long links are not prose.
    const long = lines.filter((line) => line.length > 120 && !/^\||^!\[/.test(line));
    expect(long).toEqual([]);
  });

  it('point a maintainer from the README to every page of docs/', () => {
    const readme = fs.readFileSync(pages[0]!, 'utf8');
    for (const page of pages.slice(1)) expect(readme).toContain(`](docs/${path.basename(page)})`);
  });
});
