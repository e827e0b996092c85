/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { readOwnerContent } from '../../../src/buildtime/content/contentCheck';
import { readTranslations } from '../../../src/buildtime/content/translations';
import { writeFileTree } from '../../support/fileTree';
import samplePortfolio from '../../../src/content/sample.json';

/** `file:line:column` of the first place `needle` is written in the file, as a compiler names it. */
function placeOf(file: string, needle: string): string {
  const text = fs.readFileSync(file, 'utf8');
  const before = text.slice(0, text.indexOf(needle)).split('\n');
  return `${path.relative(process.cwd(), file)}:${before.length}:${before.at(-1)!.length + 1}`;
}

type Editable = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The owner's content, laid out as an editor writes it, with `change` made, in a folder of its own. */
function contentWith(change: (content: Editable) => void) {
  const content = structuredClone(samplePortfolio) as Editable;
  change(content);
  const root = writeFileTree({ 'portfolio.json': JSON.stringify(content, null, 2) });
  return path.join(root, 'portfolio.json');
}

describe('a content error names its place in the file, as compilers do', () => {
  it('a misspelt field at the top level, in an entry and in style: file:line:column, the path and a suggestion', () => {
    const file = contentWith((content) => {
      content.sectionOrdr = content.sectionOrder ?? ['about'];
      const [project] = content.projects;
      project.categry = project.category;
      delete project.category;
      content.style = { accnet: '#0f766e' };
    });
    const problems = readOwnerContent(file, path.dirname(file));
    expect(problems).toEqual({
      problems: expect.arrayContaining([
        `${placeOf(file, '"sectionOrdr"')}: the content: has unknown field "sectionOrdr": did you mean "sectionOrder"?`,
        `${placeOf(file, '"categry"')}: projects[0] (${samplePortfolio.projects[0]!.id}): has unknown field "categry": did you mean "category"?`,
        expect.stringMatching(
          new RegExp(
            `:\\d+:\\d+: projects\\[0\\] \\(${samplePortfolio.projects[0]!.id}\\): field "category" is missing: add it, or remove the entry$`,
          ),
        ),
        `${placeOf(file, '"accnet"')}: style: has unknown field "accnet": did you mean "accent"?`,
      ]),
    });
  });

  it('a wrong value at the value’s field, and a missing one at the object it belongs in', () => {
    const file = contentWith((content) => {
      content.experience[1].tags = 'Python';
      delete content.profile.email;
    });
    const { id } = samplePortfolio.experience[1]!;
    expect(readOwnerContent(file, path.dirname(file))).toEqual({
      problems: [
        `${placeOf(file, '"profile"')}: profile: field "email" is missing: add it`,
        `${placeOf(file, '"tags": "Python"')}: experience[1] (${id}): field "tags" must be a list`,
      ],
    });
  });

  it('in a translation, the same', () => {
    const file = contentWith(() => {});
    fs.writeFileSync(
      path.join(path.dirname(file), 'portfolio.de.json'),
      JSON.stringify({ language: 'de', profile: { titel: 'Entwickler' } }, null, 2),
    );
    const translation = path.join(path.dirname(file), 'portfolio.de.json');
    expect(readTranslations(file)).toEqual({
      problems: [
        `${placeOf(translation, '"titel"')}: profile: has unknown field "titel": did you mean "title"?`,
      ],
    });
  });
});
