/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { contentImport, newDir } from '../../support/contentImport';
import { placeholdersLeft } from '../../../src/buildtime/content/placeholders';
import { readTranslations } from '../../../src/buildtime/content/translations';
import { placeholderKind } from '../../../src/buildtime/documents/placeholderImages';
import type { JsonResume } from '../../../src/buildtime/jsonResume/format';
import english from '../../fixtures/import-again/resume.json';

const fixtures = path.resolve(__dirname, '../../fixtures/import-again');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The owner's English résumé, as changed by `change`, in a file of its own. */
function resumeFile(change: (resume: JsonResume) => void = () => {}): string {
  const resume = structuredClone(english) as JsonResume;
  change(resume);
  const file = path.join(newDir(), 'resume.json');
  fs.writeFileSync(file, JSON.stringify(resume));
  return file;
}

/** An owner's folder with their English résumé imported; the import's run must succeed. */
function importedOwner() {
  const dir = newDir();
  const run = contentImport(dir, resumeFile());
  expect(run.output).not.toContain('Nothing imported');
  expect(run.status).toBe(0);
  const contentFile = path.join(dir, 'portfolio.json');
  return { dir, contentFile, publicDir: path.join(dir, 'public'), content: readJson(contentFile) };
}

/** A logo of the owner's own, drawn by them: no import's mark in it. */
const ownSvg = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>\n';

/** The résumé without its last job, the company of the two others written another way. */
const renamedWithoutLindqvist = (resume: JsonResume) => {
  resume.work = resume.work!.slice(0, 2);
  for (const job of resume.work) job.name = 'Harbour Freight';
};

const checkLines = (contentFile: string) =>
  placeholdersLeft({ contentFile, contact: { problems: [] } });

describe('npm run content:import, again', () => {
  it('keeps the translation after a job was removed, and content:check lists the removed one', () => {
    const { dir, contentFile, content } = importedOwner();
    expect(
      contentImport(dir, path.join(fixtures, 'resume.de.json'), '--language', 'de', '--add').status,
    ).toBe(0);
    const germanFile = path.join(dir, 'portfolio.de.json');
    const translated = readJson(germanFile);
    const [kept, removed] = content.experience;

    const again = contentImport(
      dir,
      resumeFile((resume) => resume.work!.splice(1, 1)),
    );
    expect(again.status).toBe(0);

    expect(fs.existsSync(germanFile)).toBe(true);
    const german = readJson(germanFile);
    expect(german.experience[kept.id]).toEqual(translated.experience[kept.id]);
    expect(german.education).toEqual(translated.education);
    expect(german.unmatched).toEqual([
      expect.objectContaining({ texts: translated.experience[removed.id] }),
    ]);
    const keptLine = again.output
      .split('\n')
      .find((line) => line.includes('portfolio.de.json') && line.includes(removed.id));
    expect(keptLine).toContain('"unmatched"');
    // The build reads it, and content:check names the entry it was made for, with the fix.
    expect(readTranslations(contentFile)).toHaveProperty('translations');
    const listed = checkLines(contentFile).filter((line) => line.includes('unmatched[0]'));
    expect(listed).toEqual([
      expect.stringContaining(`experience[${removed.id}] (${removed.company}`),
    ]);
    expect(listed[0]).toContain('remove them from unmatched');
  });

  it("keeps the owner's own photo as the content's photo", () => {
    const { dir, contentFile, publicDir, content } = importedOwner();
    const own = 'images/profile/me.jpg';
    fs.writeFileSync(path.join(publicDir, own), 'the owner’s own bytes');
    fs.writeFileSync(
      contentFile,
      JSON.stringify({ ...content, profile: { ...content.profile, photo: own } }),
    );

    const again = contentImport(dir, resumeFile());
    expect(again.status).toBe(0);
    expect(readJson(contentFile).profile.photo).toBe(own);
    expect(fs.readFileSync(path.join(publicDir, own), 'utf8')).toBe('the owner’s own bytes');
    expect(again.output).toContain(`${own}: your own photo`);
  });

  it('still removes a drawn picture nothing names, and keeps one of the owner’s own', () => {
    const { dir, contentFile, publicDir, content } = importedOwner();
    const [banner, lindqvist] = [content.projects[0].image, content.experience[2].image];
    fs.writeFileSync(path.join(publicDir, lindqvist), ownSvg);
    expect(placeholderKind(fs.readFileSync(path.join(publicDir, banner), 'utf8'))).toBe('banner');

    // The project and Lindqvist's job left out: neither picture is named any more.
    const again = contentImport(
      dir,
      resumeFile((resume) => {
        resume.work!.splice(2, 1);
        delete resume.projects;
      }),
    );
    expect(again.status).toBe(0);
    const written = fs.readFileSync(contentFile, 'utf8');
    expect([written.includes(banner), written.includes(lindqvist)]).toEqual([false, false]);

    expect(fs.existsSync(path.join(publicDir, banner))).toBe(false);
    expect(fs.readFileSync(path.join(publicDir, lindqvist), 'utf8')).toBe(ownSvg);
    expect(again.output).toContain(`${lindqvist}: your own picture`);
  });

  it('keeps the owner’s own logo for the entry that says the same, and draws none for it', () => {
    // Both roles at Harbour Freight Data share its logo; the company's name is read anew.
    const { dir, contentFile, publicDir, content } = importedOwner();
    const [harbour] = content.experience;
    fs.writeFileSync(path.join(publicDir, harbour.image), ownSvg);

    const again = contentImport(dir, resumeFile(renamedWithoutLindqvist));
    expect(again.status).toBe(0);
    const { experience } = readJson(contentFile);
    expect(experience.map(({ image }: { image: string }) => image)).toEqual([
      harbour.image,
      harbour.image,
    ]);
    expect(fs.readFileSync(path.join(publicDir, harbour.image), 'utf8')).toBe(ownSvg);
    expect(fs.readdirSync(path.dirname(path.join(publicDir, harbour.image)))).toEqual([
      path.basename(harbour.image),
    ]);
  });
});
