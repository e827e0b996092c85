/**
 * `npm run content:import -- path/to/resume.json --language uk`: makes the owner's content from
 * a JSON Resume (jsonresume.org, schema 1.0), from a résumé document (a PDF or Word file:
 * src/buildtime/resumeDocument/), or from LinkedIn's data export (the ZIP, or the folder it
 * unpacks to), written in that language, with the images it needs, in place of the
 * current content. Adds the font package its letters need, if one is missing. With `--add`, the
 * resume is the same content in another language (see src/buildtime/content/translationFile.ts).
 * `--phone` takes the phone number of LinkedIn's export into the content (unpublished until
 * `showPhone`).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { writeFileAtomically } from '../atomicFiles';
import { stopBuild } from '../settings/buildReport';
import { readCommandArguments } from '../settings/commandArguments';
import { checkContent, readOwnerContent } from '../content/contentCheck';
import { drawnTexts } from '../content/drawnTexts';
import {
  checkJsonResume,
  fromJsonResume,
  previousContent,
  writeImportedContent,
} from './importResume';
import type { JsonResume } from './format';
import { readExport } from '../linkedIn/exportFiles';
import { fromLinkedIn } from '../linkedIn/fromLinkedIn';
import type { Catalog } from '../../i18n/words';
import { loadLanguage } from '../content/languages';
import { projectPaths } from '../settings/projectPaths';
import { translationFile, translationFiles } from '../content/translations';
import { chooseFonts } from '../documents/typeset/fonts';
import { listSectionKeys } from '../../content/declarations';
import type { OwnerContent } from '../content/schema';
import { defaultStyle, typefaces } from '../../../styles/looks';
import { matchByPosition, translationSchema, type Translation } from '../content/translationFile';
import { refitTranslation } from '../content/refitTranslation';
import { readContentFile } from '../content/contentFile';
import { readJsonFile } from '../content/jsonLocation';
import { findSchemaProblems, parseOwnerContent } from '../content/schema';
import { isOwnersPicture, withOwnersPictures } from './ownersPictures';
import { schemaLineFor } from '../content/jsonSchema';
import { sourcesOffer } from '../sources/sourcesOffer';
import { placeholdersLeft, placeholdersInShort } from '../content/placeholders';
import { readEnvironment } from '../settings/buildSettings';
import { contactSettingsOf } from '../settings/contactSettings';
import { resumeDocumentOf, type DocumentKind } from '../resumeDocument/documentFile';
import { documentResume, type DocumentResume } from '../resumeDocument/documentResume';
import { embeddedResumeName, ownResumePhoto } from '../resumeDocument/embeddedResume';
import { unplacedInContent, unplacedLineText } from '../resumeDocument/unplacedLines';
import type { UnplacedLine } from '../../content/ownerContent';

const usage = 'npm run content:import -- resume.json --language uk';
const documentUsage = 'npm run content:import -- resume.pdf (or resume.docx)';
const documentLanguageUsage = 'npm run content:import -- resume.pdf --language de';
const linkedInUsage = 'npm run content:import -- Basic_LinkedInDataExport.zip --language de';

/** The language the resume is written in: the flag, else the one `found` in it, else English. */
function languageOf(
  resume: JsonResume | undefined,
  flag: string | undefined,
  found?: { tag: string; how: string },
  howToSay = resume ? usage : linkedInUsage,
): string {
  if (flag) return flag;
  const given =
    found ??
    (resume?.meta?.language
      ? { tag: resume.meta.language, how: "the resume's meta.language" }
      : undefined);
  const tag = given ? given.tag : 'en';
  console.log(
    `Language: ${tag} (${given ? given.how : 'assumed'}). ` +
      `If it is written in another language, say which: ${howToSay}\n`,
  );
  return tag;
}

/** A resume as the owner gives it, in the language it is written in. */
interface GivenResume {
  resume: JsonResume;
  tag: string;
  catalog: Catalog;
  /** A line for each file of LinkedIn's export. */
  exportLines?: string[];
  /** How a résumé document was read, and what its reader could not place. */
  document?: Pick<DocumentResume, 'from' | 'unplaced' | 'notes'>;
}

/**
 * The resume the owner gives: a JSON Resume file, a résumé document (PDF, Word) or LinkedIn's
 * export made into one (with a line for each of its files); in the language it is written in.
 */
async function readResume(
  file: string,
  flags: { language?: string; phone?: boolean },
): Promise<GivenResume> {
  if (!fs.existsSync(file)) stopBuild('Nothing imported', [`${file} does not exist`]);
  const documentFile = resumeDocumentOf(file);
  if (documentFile && 'problem' in documentFile)
    stopBuild('Nothing imported', [documentFile.problem]);
  if (documentFile) return readDocument(file, documentFile, flags.language);
  const exported = readExport(file);
  if (exported && 'problem' in exported) stopBuild('Nothing imported', [exported.problem]);
  let given: JsonResume | undefined;
  if (!exported) {
    try {
      given = JSON.parse(fs.readFileSync(file, 'utf8')) as JsonResume;
    } catch (error) {
      stopBuild(
        `${file} cannot be read as JSON, as a PDF or Word résumé, nor as LinkedIn's export`,
        [(error as Error).message],
      );
    }
    const schemaProblems = checkJsonResume(given);
    if (schemaProblems.length > 0) stopBuild(`${file} is not a valid JSON Resume`, schemaProblems);
  }
  const tag = languageOf(given, flags.language);
  const catalog = catalogOf(tag);
  if (given) return { resume: given, tag, catalog };
  const { resume, lines } = fromLinkedIn(exported!, { tag, catalog, phone: !!flags.phone });
  if (!resume.basics?.email)
    stopBuild(`${file} has no e-mail address`, [
      'the page needs one for its mail link: LinkedIn writes yours in Email Addresses.csv, which ' +
        'every export has; ask LinkedIn for the export again, with "Email addresses" ticked',
    ]);
  const schemaProblems = checkJsonResume(resume);
  if (schemaProblems.length > 0)
    stopBuild(`${file} gives a resume JSON Resume's schema refuses`, schemaProblems);
  return { resume, tag, catalog, exportLines: lines };
}

function catalogOf(tag: string): Catalog {
  const language = loadLanguage(tag);
  if ('problems' in language) stopBuild('Nothing imported', language.problems);
  return language.catalog;
}

/**
 * A résumé document: the resume.json a PDF of this project carries, else its layout read; the
 * reader runs only once the document has passed every check (resumeDocument/).
 */
async function readDocument(
  file: string,
  documentFile: { kind: DocumentKind; bytes: Buffer },
  language: string | undefined,
): Promise<GivenResume> {
  const read = await documentResume(path.basename(file), documentFile, language);
  if ('problem' in read) stopBuild('Nothing imported', [read.problem]);
  const { resume, from, unplaced, notes } = read;
  const schemaProblems = checkJsonResume(resume);
  if (schemaProblems.length > 0)
    stopBuild(`${file} gives a resume JSON Resume's schema refuses`, schemaProblems);
  const found =
    from === 'layout' && read.language
      ? { tag: read.language, how: "found in the résumé's headings and words" }
      : undefined;
  const tag = languageOf(resume, language, found, documentLanguageUsage);
  return { resume, tag, catalog: catalogOf(tag), document: { from, unplaced, notes } };
}

/** Where an import writes: the owner's content file and their images' folder. */
export interface ImportPaths {
  content: string;
  public: string;
}

/** The command, with its arguments, writing to `paths` (the owner's folder, or a test's). */
export async function importContent(args: string[], paths: ImportPaths): Promise<void> {
  const { flags: values, words } = readCommandArguments(
    {
      usage:
        'npm run content:import -- <résumé file or export> [--language <tag>] [--add] [--phone]',
      flags: {
        language: { type: 'string', short: 'l' },
        add: { type: 'boolean' },
        phone: { type: 'boolean' },
      },
      words: 1,
    },
    args,
  );
  const [given] = words;
  if (!given)
    stopBuild('Nothing imported', [
      `name your résumé (${documentUsage}), the JSON Resume (${usage}) or LinkedIn's export (${linkedInUsage})`,
    ]);
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const { resume, tag, catalog, exportLines, document } = await readResume(file, values);
  if (exportLines)
    console.log(`LinkedIn's export, file by file:\n  - ${exportLines.join('\n  - ')}\n`);
  if (document) console.log(`${documentReading(path.basename(file), document)}\n`);

  // The imported content keeps the current one's style (its images are drawn in it), sources,
  // résumé settings and analytics.
  const previous = (!values.add && previousContent(paths.content)) || undefined;
  const { style, sources, resume: resumeSettings, analytics } = previous ?? {};
  const photoExists = (publicPath: string) => fs.existsSync(path.join(paths.public, publicPath));
  // Read before it is written over: its own pictures stay, and the translations were made for it.
  const earlier = values.add ? undefined : earlierContent(paths.content);
  // The owner's own photo (one no import drew) stays the content's, unless the résumé names another.
  const earlierPhoto = earlier?.profile.photo;
  const ownersPhoto = isOwnersPicture(paths.public, earlierPhoto) ? earlierPhoto : undefined;
  // A PDF this project drew names its photo by the site's address, or not at all: the file the
  // owner has is kept, not drawn over.
  const ownPhoto =
    document?.from === 'embedded'
      ? ownResumePhoto(resume.basics?.image, previous?.profile, resume.basics?.name, photoExists)
      : undefined;
  if (document?.from === 'embedded' && !ownPhoto)
    console.log(
      `${path.basename(file)} names no photo this project has (its resume.json gives the photo's address only with SITE_URL): put yours under owner/public/ and name it in profile.photo.\n`,
    );
  const made = fromJsonResume(
    ownPhoto ? { ...resume, basics: { ...resume.basics, image: ownPhoto } } : resume,
    photoExists,
    {
      tag,
      catalog,
      kept: { style, sources, resume: resumeSettings, analytics, photo: ownersPhoto },
    },
  );
  if ('problems' in made) stopBuild(`${file} lacks what the page needs`, made.problems);
  const { imported, kept: picturesKept } = withOwnersPictures(made, earlier, paths.public);
  const unplaced = unplacedInContent(document?.unplaced ?? []);
  // Kept in the content until the owner has looked (content:check lists them); a translation's
  // file holds texts only, so --add names them once, here.
  if (unplaced.length > 0 && !values.add)
    imported.content = withUnplacedLines(imported.content, unplaced);
  const checked = checkContent(imported.content);
  if ('problems' in checked)
    stopBuild(`${file} gives content the page cannot show`, checked.problems);

  const texts = drawnTexts(checked);
  const fontChoice = { drawing: typefaces[style?.font ?? defaultStyle.font].drawing };
  let drawing = chooseFonts(tag, texts, fontChoice);
  if ('problems' in drawing && drawing.missingPackages.length > 0) {
    const packages = drawing.missingPackages.map(({ name, version }) => `${name}@${version}`);
    console.log(
      `Adding the fonts its letters need for the resume PDF and the link card: ${packages.join(', ')}\n`,
    );
    execFileSync('npm', ['install', '--save-dev', '--no-audit', '--no-fund', ...packages], {
      cwd: projectPaths.root,
      stdio: 'inherit',
    });
    // Punctuation such as "，" is drawn by the font just added, so look again with it.
    drawing = chooseFonts(tag, texts, fontChoice);
  }
  if ('problems' in drawing) {
    stopBuild(`${file} has letters that no font the build knows draws`, drawing.problems);
  }

  const contentFile = paths.content;
  const prettierOptions = await prettier.resolveConfig(contentFile);
  const formatJson = (json: string) =>
    prettier.format(json, { ...prettierOptions, filepath: contentFile });
  if (values.add) {
    await addLanguage(file, imported.content, formatJson, paths.content);
    printUnplaced(unplaced, 'below');
    return printPlaceholders(contentFile);
  }

  const { written, removed, kept } = await writeImportedContent(
    imported,
    { contentFile, publicDir: paths.public },
    formatJson,
  );
  const { content } = imported;
  const shown = (file: string) => path.relative(process.cwd(), path.resolve(paths.public, file));
  const counts = listSectionKeys
    .filter((key) => content[key].length > 0)
    .map((key) => `${content[key].length} ${key}`);
  console.log(
    `Imported ${content.profile.name} (${tag}): ${[...counts, `${content.about.skillGroups.length} skill groups`].join(', ')}.`,
  );
  console.log(
    `\nWrote:\n  - ${path.relative(process.cwd(), written[0]!)}\n  - ${written.slice(1).map(shown).join('\n  - ')}`,
  );
  if (removed.length > 0)
    console.log(
      `\nRemoved what the import drew for the previous content, which nothing names now:\n  - ${removed.map(shown).join('\n  - ')}`,
    );
  console.log(
    `\nWhat JSON Resume has no place for on the page, and what the import did:\n  - ${imported.defaulted.join('\n  - ')}`,
  );
  printUnplaced(unplaced, 'unplacedLines');
  const photo = imported.content.profile.photo;
  const keptLines = [
    ...(photo === ownersPhoto
      ? [{ image: photo, why: "your own photo (no import drew it), still the content's photo" }]
      : []),
    ...picturesKept,
    ...kept,
  ].map(({ image, why }) => `${shown(image)}: ${why}`);
  keptLines.push(...(await keepLanguages(earlier, imported.content, contentFile, formatJson)));
  if (keptLines.length > 0) console.log(`\nKept, and why:\n  - ${keptLines.join('\n  - ')}`);
  const offer = sourcesOffer(imported.content);
  if (offer) console.log(`\n${offer}`);
  console.log('\nNext: npm start to look at it, npm run build to publish it.');
  printPlaceholders(contentFile);
}

/** How a résumé document was read, in the owner's words. */
function documentReading(
  name: string,
  { from, unplaced, notes }: NonNullable<GivenResume['document']>,
): string {
  const how =
    from === 'embedded'
      ? `${name} carries the ${embeddedResumeName} it was drawn from: imported whole, nothing read from its layout.`
      : `${name} read from its layout: ${unplaced.length === 0 ? 'every line placed' : `${unplaced.length} line(s) it could not place, listed below`}.`;
  return [...notes, how].join('\n');
}

/** The content with the reader's unplaced lines, after its language, where the owner sees them. */
function withUnplacedLines(content: OwnerContent, unplacedLines: UnplacedLine[]): OwnerContent {
  const { format, language, ...rest } = content;
  return { format, language, unplacedLines, ...rest } as OwnerContent;
}

/** The lines a document's reader could not place, each with where it was kept. */
function printUnplaced(unplaced: UnplacedLine[], keptIn: 'unplacedLines' | 'below'): void {
  if (unplaced.length === 0) return;
  const heading =
    keptIn === 'unplacedLines'
      ? 'What the reader could not place, kept for you to look at (unplacedLines in the content: npm run content:check lists them until you remove them)'
      : 'What the reader could not place (the translation keeps its texts only: look at each now)';
  console.log(`\n${heading}:\n  - ${unplaced.map(unplacedLineText).join('\n  - ')}`);
}

/** The end of every import: how many things are still the template's or drawn. */
function printPlaceholders(contentFile: string): void {
  const contact = contactSettingsOf(readEnvironment(), 'production');
  console.log(`\n${placeholdersInShort(placeholdersLeft({ contentFile, contact }))}`);
}

/** Reads the owner's content as it is now, for a language to be added to it. */
function currentContent(contentFile: string): OwnerContent {
  if (!fs.existsSync(contentFile)) {
    stopBuild('Nothing added', [
      `there is no content of yours to add a language to yet: import your résumé first (${usage}).`,
    ]);
  }
  const checked = readOwnerContent(contentFile);
  if ('problems' in checked) {
    stopBuild('Nothing added: the content in owner/portfolio.json is broken', checked.problems);
  }
  return checked.content.owner;
}

/**
 * `--add`: the resume is the owner's content in another language. Its texts go to
 * portfolio.<tag>.json, matched by position to the entries of portfolio.json.
 */
async function addLanguage(
  file: string,
  other: OwnerContent,
  formatJson: (json: string) => Promise<string>,
  contentFile: string,
): Promise<void> {
  const owner = currentContent(contentFile);
  if (other.language === owner.language) {
    stopBuild('Nothing added', [
      `the content is already in ${owner.language}: import without --add to replace it (${usage}).`,
    ]);
  }
  const translation = matchByPosition(owner, other);
  if ('problems' in translation)
    stopBuild(`${file} does not match portfolio.json`, translation.problems);
  const target = translationFile(contentFile, other.language);
  const withSchemaLine = { $schema: schemaLineFor('translation', target), ...translation };
  writeFileAtomically(target, await formatJson(JSON.stringify(withSchemaLine, null, 2)));
  console.log(
    `Added ${other.language}: ${path.relative(process.cwd(), target)}, the texts of ` +
      `${other.profile.name}'s content in ${other.language}; ids, images, links, dates and tags ` +
      'stay those of portfolio.json.',
  );
}

/** The content an import is about to replace, as the build reads it; undefined if it cannot. */
function earlierContent(contentFile: string): OwnerContent | undefined {
  const read = fs.existsSync(contentFile) ? readContentFile(contentFile) : undefined;
  const parsed = read && !('problems' in read) ? parseOwnerContent(read.content) : undefined;
  return parsed && !('problems' in parsed) ? parsed : undefined;
}

/**
 * After the default language is imported again: keeps every other language, each fitted to the
 * new content (refitTranslation.ts), with a line for each text kept apart or moved, and why.
 */
async function keepLanguages(
  earlier: OwnerContent | undefined,
  now: OwnerContent,
  contentFile: string,
  formatJson: (json: string) => Promise<string>,
): Promise<string[]> {
  const lines: string[] = [];
  let keptApart = false;
  for (const { file } of translationFiles(contentFile)) {
    const shown = path.relative(process.cwd(), file);
    const read = readJsonFile(file);
    const problems =
      'problem' in read ? [read.problem] : findSchemaProblems(translationSchema, read.raw);
    if ('problem' in read || problems.length > 0) {
      lines.push(`${shown}: as it is, as the build cannot read it (${problems.join('; ')})`);
      continue;
    }
    const given = read.raw as Translation;
    const { translation, moved } = refitTranslation(earlier, now, given);
    keptApart ||= (translation.unmatched?.length ?? 0) > (given.unmatched?.length ?? 0);
    if (moved.length === 0) {
      lines.push(`${shown}: whole, as its entries still match`);
      continue;
    }
    writeFileAtomically(file, await formatJson(JSON.stringify(translation, null, 2)));
    lines.push(...moved.map((line) => `${shown}: ${line}`));
  }
  if (keptApart)
    lines.push(
      'npm run content:check lists the texts kept under "unmatched" until you move each where it belongs, or remove it',
    );
  return lines;
}
