/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  fromJsonResume,
  writeImportedContent,
} from '../../../src/buildtime/jsonResume/importResume';
import type { JsonResume } from '../../../src/buildtime/jsonResume/format';
import { loadLanguage } from '../../../src/buildtime/content/languages';
import { placeholdersLeft, placeholdersInShort } from '../../../src/buildtime/content/placeholders';
import { projectPaths } from '../../../src/buildtime/settings/projectPaths';
import { imageSections } from '../../../src/content/declarations';
import { imagesOf } from '../../../src/buildtime/content/contentCheck';
import wordsOfEarlierImports from '../../../src/buildtime/content/wordsOfEarlierImports.json';
import { linkedInResume, type LinkedInExport } from '../../support/linkedInExports';

const schemaPackage = path.dirname(require.resolve('@jsonresume/schema/package.json'));
const examples = fs
  .readdirSync(path.join(schemaPackage, 'examples'))
  .map((name): [string, JsonResume] => [
    name,
    JSON.parse(fs.readFileSync(path.join(schemaPackage, 'examples', name), 'utf8')) as JsonResume,
  ]);
const linkedIn = (which: LinkedInExport): [string, JsonResume, string] => {
  const { resume, tag } = linkedInResume(which);
  return [`LinkedIn's ${which} export`, resume, tag];
};

const mailto = { reachedBy: 'mailto' } as const;
const form = {
  reachedBy: 'form',
  emailjs: { publicKey: 'key', serviceId: 'service', templateId: 'template', origin: '' },
  usesLocalStandIn: false,
} as const;

/** The resume imported into a folder of the test's own, as npm run content:import writes it. */
async function importedInto(resume: JsonResume, tag = 'en') {
  const language = loadLanguage(tag);
  if ('problems' in language) throw new Error(language.problems.join('\n'));
  const imported = fromJsonResume(resume, () => false, { tag, catalog: language.catalog });
  if ('problems' in imported) throw new Error(imported.problems.join('\n'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'still-'));
  const paths = {
    contentFile: path.join(dir, 'portfolio.json'),
    publicDir: path.join(dir, 'public'),
  };
  await writeImportedContent(imported, paths);
  return { ...paths, content: imported.content };
}

const distinct = (paths: string[]) => new Set(paths).size;

describe('npm run content:check', () => {
  it.each([
    ...examples.map(([name, resume]) => [name, resume, 'en'] as const),
    linkedIn('current'),
    linkedIn('older'),
  ])(
    '%s, just imported: the drawn portrait, the drawn logos and banners, and no EmailJS settings',
    async (_name, resume, tag) => {
      const { contentFile, content } = await importedInto(resume, tag);
      const lines = placeholdersLeft({ contentFile, contact: mailto });
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^.*portfolio\.json:\d+:\d+: profile\.photo is a drawn portrait: put yours under .*public\/images\/ and name it$/,
        ),
      );
      const logos = distinct(
        imageSections
          .filter((key) => key !== 'projects')
          .flatMap((key) => content[key].flatMap((entry) => entry.image ?? [])),
      );
      const banners = distinct(content.projects.flatMap((project) => project.image ?? []));
      const counted = (what: RegExp) => lines.find((line) => what.test(line))?.match(/^\d+/)?.[0];
      expect(counted(/ drawn monograms?: /)).toBe(logos > 0 ? String(logos) : undefined);
      expect(counted(/ drawn banners?: /)).toBe(banners > 0 ? String(banners) : undefined);
      expect(lines.at(-1)).toMatch(
        /^no EmailJS settings \(EMAILJS_PUBLIC_KEY, EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID\): Get in Touch will be a mailto: link/,
      );
      expect(placeholdersInShort(lines)).toBe(
        `${lines.length} things are still the template's or drawn: npm run content:check`,
      );
    },
  );

  it('names nothing once the images are the owner’s, the profiles have addresses and EmailJS is set', async () => {
    const { contentFile, publicDir, content } = await importedInto(linkedInResume('older').resume);
    for (const image of [
      content.profile.photo,
      ...imageSections.flatMap((key) => content[key].flatMap((entry) => entry.image ?? [])),
    ])
      fs.writeFileSync(path.join(publicDir, image), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const profiles = (content.profile.profiles ?? []).map((profile) =>
      profile.url ? profile : { ...profile, url: 'https://www.linkedin.com/in/ingrid-vo' },
    );
    fs.writeFileSync(
      contentFile,
      JSON.stringify({ ...content, profile: { ...content.profile, profiles } }, null, 2),
    );
    const lines = placeholdersLeft({ contentFile, contact: form });
    expect(lines).toEqual([]);
    expect(placeholdersInShort(lines)).toBe("Nothing is still the template's or drawn.");
  });

  it('names each picture in the public images folder that no content names, until it is named', async () => {
    const { contentFile, publicDir, content } = await importedInto(linkedInResume('older').resume);
    const unnamed = ['images/left-over.png', 'images/old/banner.webp'];
    for (const picture of unnamed) {
      fs.mkdirSync(path.dirname(path.join(publicDir, picture)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, picture), 'picture');
    }
    const linesNaming = (lines: string[], pictures: string[]) =>
      lines.filter((line) => pictures.some((picture) => line.includes(picture)));
    const lines = placeholdersLeft({ contentFile, contact: form });
    expect(linesNaming(lines, unnamed)).toEqual(
      unnamed
        .sort()
        .map((picture) =>
          expect.stringMatching(
            new RegExp(
              `^\\S*public/${picture}: no content names it, yet the build publishes it: delete it, or name it`,
            ),
          ),
        ),
    );
    // The pictures the content names are not among them.
    const named = imagesOf(content).map((image) => `public/${image.path}:`);
    expect(lines.filter((line) => named.some((each) => line.includes(each)))).toEqual([]);

    // Named by an entry, a picture is no longer listed.
    const [project] = content.projects;
    fs.writeFileSync(
      contentFile,
      JSON.stringify({ ...content, projects: [{ ...project!, image: unnamed[0] }] }, null, 2),
    );
    expect(linesNaming(placeholdersLeft({ contentFile, contact: form }), unnamed)).toEqual([
      expect.stringContaining(`public/${unnamed[1]}: `),
    ]);
  });

  it.each(['en', 'ar'] as const)(
    'names the words an earlier import wrote where the résumé had none, where they are (%s)',
    async (tag) => {
      const { resume } = linkedInResume('older');
      const { contentFile, content } = await importedInto(resume, tag);
      const { headings, numberedProject } = wordsOfEarlierImports[tag];
      const earlier = {
        ...content,
        profile: { ...content.profile, title: headings[0] },
        projects: content.projects.map((project, index) =>
          index === 0 ? { ...project, title: numberedProject.replace('{number}', '3') } : project,
        ),
      };
      fs.writeFileSync(contentFile, JSON.stringify(earlier, null, 2));
      const lines = placeholdersLeft({ contentFile, contact: form });
      const named = lines.filter((line) => line.includes('the word an earlier import wrote'));
      expect(named).toEqual([
        expect.stringMatching(/portfolio\.json:\d+:\d+: profile\.title is "/),
        expect.stringMatching(/portfolio\.json:\d+:\d+: projects\[0\]\.title is "/),
      ]);
      expect(named[0]).toContain(`"${headings[0]}"`);
    },
  );

  it.each(['current', 'older'] as const)(
    "names the LinkedIn profile LinkedIn's %s export gives no address of, until it has one",
    async (which) => {
      const { resume, tag } = linkedInResume(which);
      const { contentFile, content } = await importedInto(resume, tag);
      const profiles = content.profile.profiles ?? [];
      const index = profiles.findIndex(({ network }) => network === 'LinkedIn');
      expect(profiles[index]).toEqual({ network: 'LinkedIn' });
      const named = (lines: string[]) => lines.filter((line) => line.includes('has no address'));
      expect(named(placeholdersLeft({ contentFile, contact: form }))).toEqual([
        expect.stringMatching(
          new RegExp(
            `portfolio\\.json:\\d+:\\d+: profile\\.profiles\\[${index}\\] \\(LinkedIn\\) has no address.*"url" \\(https://www\\.linkedin\\.com/in/.*"username"`,
          ),
        ),
      ]);
      const written = profiles.map((profile, at) =>
        at === index ? { ...profile, username: 'ingrid-vo' } : profile,
      );
      fs.writeFileSync(
        contentFile,
        JSON.stringify({ ...content, profile: { ...content.profile, profiles: written } }, null, 2),
      );
      expect(named(placeholdersLeft({ contentFile, contact: form }))).toEqual([]);
    },
  );

  it('names the sample owner’s content when the owner has none', () => {
    const lines = placeholdersLeft({ contentFile: projectPaths.sample.content, contact: form });
    expect(lines).toEqual([
      expect.stringMatching(
        /^owner\/portfolio\.json does not exist: the site shows the template's sample owner; make yours with npm run content:import/,
      ),
    ]);
  });
});
