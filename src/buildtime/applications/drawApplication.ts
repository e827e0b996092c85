/**
 * One application's documents, as PDF/UA-1 files named for the employer's inbox: the résumé
 * tailored by the application (tailor.ts), its skills and its fit by what the posting asks
 * (matching/), the match reported, and the letter in the same layout on one page
 * (src/buildtime/documents/typeset/letter.typ).
 */
import type { ListSectionKey } from '../../content/declarations';
import { fillIn } from '../../i18n/words';
import { checkContent } from '../content/contentCheck';
import { readSitePages } from '../content/sitePages';
import { documentLook } from '../documents/resumePdf';
import { entryName, type ResumeData } from '../documents/resumeData';
import { catalogTagFor } from '../content/languages';
import { documentDrawing } from '../documents/documentDrawing';
import type { Typeset } from '../documents/typeset/typst';
import type { Application } from './applicationFile';
import { spokenLanguageEntry, tailor } from './tailor';
import { fileWord, resumeFileName } from '../../lib/fileNames';
import { showLetterDate } from '../content/dates';
import { postingRequirements, type Requirement } from './matching/requirements';
import { ownersWords, readerOf, relevanceOf, resumeMatches, type Match } from './matching/matches';
import { matchReport } from './matching/report';
import { withMatchingSkillsFirst } from './matching/relevantOrder';
import { postingLanguage } from './matching/postingLanguage';
import { entriesTheLetterNames, postingsLanguages } from './matching/entriesThatStay';
import { letterWordFile, resumeTextFile, resumeWordFile } from '../documents/word/documentFiles';

/** A page's height in points, by Typst's paper name. */
const paperHeight: Record<string, number> = { a4: 841.89, 'us-letter': 792 };

/**
 * The last letter drawn, and its typesetter and data: `npm run edit` draws an application at each
 * keystroke, and most change the résumé only.
 */
let lastLetter: { typeset: Typeset; data: string; drawn: LetterDrawn } | undefined;
type LetterDrawn = { pdf: Buffer } | { problems: string[] };

/** The letter on its one page, or how far it runs over. */
function letterDrawn(typeset: Typeset, letterData: object, paper: string): LetterDrawn {
  const data = JSON.stringify(letterData);
  if (lastLetter?.typeset === typeset && lastLetter.data === data) return lastLetter.drawn;
  let drawn: LetterDrawn;
  if (typeset.pageCount('letter.typ', letterData) > 1) {
    const svg = typeset('letter.typ', { ...letterData, measure: true }, 'svg').toString();
    const height = Number(/viewBox="[\d.]+ [\d.]+ [\d.]+ ([\d.]+)"/.exec(svg)?.[1]);
    const over = height - paperHeight[paper]!;
    drawn = {
      problems: [
        `letter: runs over its one page by ${Math.ceil((over * 25.4) / 72)} mm, about ${Math.ceil(over / 15)} lines: shorten its body`,
      ],
    };
  } else drawn = { pdf: typeset('letter.typ', letterData, 'pdf') };
  lastLetter = { typeset, data, drawn };
  return drawn;
}

export function drawApplication(
  contentFile: string,
  application: Application,
  /** The letter's date when the application gives none. */
  today: Date = new Date(),
):
  | {
      /** The PDFs, by the name each is sent under. */
      files: Record<string, Buffer>;
      /** The same documents as Word files, and the résumé as plain text, by name. */
      otherFormats: () => Promise<Record<string, Buffer>>;
      lines: string[];
      /** What the posting asks and what of the résumé matches it (matching/report.ts). */
      report: string[];
      /** The résumé as drawn, for a parser's reading of it. */
      resume: { pdf: Buffer; drawn: ResumeData };
      /** The report's facts, for the editor: the requirements, what matches each as drawn and in the whole content. */
      match: { requirements: Requirement[]; drawn: Match[]; whole: Match[] };
    }
  | { problems: string[] } {
  const read = readSitePages(contentFile);
  if ('broken' in read) return { problems: [read.broken, ...read.problems] };
  const tags = read.pages.map((page) => page.content.language.tag);
  // A regional tag of a site language (en-GB on an en site) is that language's page.
  const pageTag = application.language && catalogTagFor(application.language, tags);
  const page = application.language
    ? read.pages.find((sitePage) => sitePage.content.language.tag === pageTag)
    : read.pages[0];
  if (!page)
    return {
      problems: [
        `language: "${application.language}" is none of your site's languages (${tags.join(', ')}): add its translation (docs/languages.md, "Several languages"), or leave language out`,
      ],
    };
  const site = page.content;
  const named = (key: ListSectionKey, id: string) => {
    const view = site.entries[key].find((one) => one.id === id);
    return view
      ? entryName({ ...view, details: view.details.map(({ text }) => text) }, page.words)
      : `${key} "${id}"`;
  };
  const tailored = tailor(site.owner, application, named, application.language);
  if ('problems' in tailored) return tailored;
  const checked = checkContent(tailored.owner);
  if ('problems' in checked) return checked;
  const { content, words } = checked;
  const { letter } = application;
  const date = letter?.date ? new Date(`${letter.date}T12:00:00Z`) : today;
  const letterTexts = letter
    ? [letter.subject, letter.greeting, ...letter.to, ...letter.body, letter.closing].map(
        (text) => ({ where: 'letter', text }),
      )
    : [];
  const drawing = documentDrawing(contentFile, { ...checked, folder: page.folder }, letterTexts);
  if ('problems' in drawing) return drawing;
  const { look, typeset } = drawing;
  const { tag } = content.language;
  const readWords = readerOf(tag);
  const requirements = postingRequirements(
    application.posting ?? '',
    tag,
    ownersWords(drawing.data, readWords),
    {
      tags: application.resume?.tags,
      company: letter?.to,
    },
  );
  // The application's summary is its head: the site's tagline would say it a second time.
  const data = withMatchingSkillsFirst(
    { ...drawing.data, ...(application.resume?.summary && { tagline: '' }) },
    requirements,
    readWords,
  );
  // What an employer reads for stays, whatever the posting asks (its parts may go): the latest
  // degree (Education's first entry), the languages of the posting and of its country, and
  // what the letter names.
  const latestDegree = data.sections.find(({ key }) => key === 'education')?.entries?.[0]?.id;
  const posting = application.posting ?? '';
  const spoken = postingsLanguages(
    postingLanguage(posting, tag),
    [posting, ...(letter?.to ?? [])],
    tag,
  ).flatMap((language) => spokenLanguageEntry(tailored.owner, language) ?? []);
  const letterNames = letter
    ? entriesTheLetterNames(data, [letter.subject, ...letter.body], tag)
    : [];
  const resume = drawing.drawResume(
    data,
    requirements.length > 0
      ? {
          ...relevanceOf(data, requirements, readWords),
          stays: new Set([...(latestDegree ? [latestDegree] : []), ...spoken, ...letterNames]),
        }
      : undefined,
  );
  const match = {
    requirements,
    drawn: resumeMatches(resume.drawn, requirements, readWords),
    whole: resumeMatches(data, requirements, readWords),
  };
  const report = matchReport(match.requirements, match.drawn, match.whole);

  const name = fileWord(content.profile.name);
  const resumeFile = resumeFileName(content.profile.name, words.resume);
  const letterFile = `${name}-${fileWord(words.coverLetter)}.pdf`;
  const files = { [resumeFile]: resume.pdf };
  const as = (file: string, extension: string) => file.replace(/\.pdf$/, extension);
  let otherFormats = async () => ({
    [as(resumeFile, '.docx')]: await resumeWordFile(resume.drawn, tag),
    [as(resumeFile, '.txt')]: Buffer.from(resumeTextFile(resume.drawn)),
  });
  if (letter) {
    const { colors, tagRadius } = documentLook(look);
    const letterData = {
      ...data,
      title: fillIn(words.coverLetterTitle, { name: content.profile.name }),
      tagline: '',
      photo: null,
      sections: [],
      colors,
      tagRadius,
      letter: {
        ...letter,
        date: showLetterDate(content.language.tag, date, [
          letter.countryCode,
          content.owner.profile.location?.countryCode,
        ]),
      },
    };
    const drawnLetter = letterDrawn(typeset, letterData, data.paper);
    if ('problems' in drawnLetter) return drawnLetter;
    files[letterFile] = drawnLetter.pdf;
    const resumeFormats = otherFormats;
    otherFormats = async () => ({
      ...(await resumeFormats()),
      [as(letterFile, '.docx')]: await letterWordFile(letterData, tag),
    });
  }
  return {
    files,
    otherFormats,
    lines: [...tailored.lines, ...resume.lines],
    report,
    resume,
    match,
  };
}
