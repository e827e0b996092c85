/** @jest-environment node */
import path from 'node:path';
import { readOwnerContent } from '../../src/buildtime/content/contentCheck';
import { writeFileTree } from '../support/fileTree';
import { projectPaths, siteContentFile } from '../../src/buildtime/settings/projectPaths';
import samplePortfolio from '../../src/content/sample.json';

describe.each([
  ['the sample', projectPaths.sample.content],
  ["the owner's content", siteContentFile()],
])('%s', (_, file) => {
  it('passes every check the build runs: fields, ids, colours and images under public/', () => {
    const result = readOwnerContent(file);
    expect('problems' in result ? result.problems : []).toEqual([]);
  });
});

describe('content in a folder of its own', () => {
  const fixture = (withPhoto: boolean) => {
    const content = JSON.parse(JSON.stringify(samplePortfolio)) as typeof samplePortfolio;
    const images = [content.profile.photo, ...content.experience.map((entry) => entry.image)];
    const root = writeFileTree({
      'portfolio.json': JSON.stringify({ ...content, awards: [], education: [], projects: [] }),
      ...Object.fromEntries(
        images
          .filter((image) => withPhoto || image !== content.profile.photo)
          .map((image) => [`public/${image}`, '<svg xmlns="http://www.w3.org/2000/svg"/>']),
      ),
    });
    return { file: path.join(root, 'portfolio.json'), root, photo: content.profile.photo };
  };

  it('finds its images in the public folder beside it', () => {
    const result = readOwnerContent(fixture(true).file);
    expect('problems' in result ? result.problems : []).toEqual([]);
  });

  it('names the file it lacks there', () => {
    const { file, root, photo } = fixture(false);
    const result = readOwnerContent(file);
    expect('problems' in result && result.problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${path.relative(process.cwd(), file)}:\\d+:\\d+: profile: field "photo" points to ${path.relative(process.cwd(), path.join(root, 'public', photo))}, which does not exist$`,
        ),
      ),
    ]);
  });
});
