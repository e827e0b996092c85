/**
 * Drawing one page's résumé, or a letter in its look, outside the build (`npm run apply`,
 * `npm run resume:check`): the fonts that draw its letters, the owner's photo, a typesetter, and
 * the résumé fitted to its length as the build fits it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { typefaces } from '../../../styles/looks';
import type { CheckedContent } from '../content/contentCheck';
import { lookOf, type Look } from '../look/look';
import { publicDirOf } from '../settings/projectPaths';
import { buildResumePdf } from './resumePdf';
import { resumeData, resumeTexts, type ResumeData } from './resumeData';
import type { Relevance } from './resumeFit';
import { resumePhoto } from './resumePhoto';
import { chooseFonts, type DrawnText } from './typeset/fonts';
import { createTypesetter, type Typeset } from './typeset/typst';
import { resumeJsonText } from '../jsonResume/exportResume';
import { pageAddressOf, type SitePage } from '../content/sitePages';
import { readEnvironment, readSiteAddress } from '../settings/buildSettings';

export interface DocumentDrawing {
  look: Look;
  typeset: Typeset;
  data: ResumeData;
  /**
   * The résumé as a PDF, fitted to its pages, with a line for each part left out to fit; an
   * application's (its data reordered, and what matters to its posting) fitted by relevance.
   */
  drawResume: (shown?: ResumeData, relevance?: Relevance) => ReturnType<typeof buildResumePdf>;
}

/**
 * One typesetter per set of fonts, for the life of the process: making one reads every font and
 * starts a compiler, half of what an application's drawing takes, and `npm run edit` draws one at
 * each keystroke.
 */
const typesetters = new Map<string, Typeset>();
function typesetterFor(fonts: Parameters<typeof createTypesetter>[0]): Typeset {
  const key = fonts.flatMap(({ files }) => files).join('\n');
  if (!typesetters.has(key)) typesetters.set(key, createTypesetter(fonts));
  return typesetters.get(key)!;
}

/** The site's address where SITE_URL gives it: the resume.json a document carries links the site. */
function siteUrl(): string | null {
  const address = readSiteAddress(readEnvironment());
  return 'problems' in address ? null : address.pageUrl;
}

export function documentDrawing(
  /** The content file, whose public folder holds the photo. */
  contentFile: string,
  /** The content, and the folder of the site's page in its language. */
  { content, words, folder }: CheckedContent & Pick<SitePage, 'folder'>,
  /** Texts drawn besides the résumé's (a letter's), for the fonts to draw. */
  moreTexts: DrawnText[] = [],
): DocumentDrawing | { problems: string[] } {
  const look = lookOf(content.owner.style);
  const fonts = chooseFonts(
    content.language.tag,
    [...resumeTexts(resumeData(content, words)), ...moreTexts],
    { drawing: typefaces[look.font].drawing },
  );
  if ('problems' in fonts) return { problems: fonts.problems };
  const photoFile = path.join(publicDirOf(contentFile), content.profile.photo);
  const photo = fs.existsSync(photoFile)
    ? resumePhoto(content.profile.photo, fs.readFileSync(photoFile), fonts.fonts)
    : undefined;
  const typeset = typesetterFor(fonts.fonts);
  const data = resumeData(content, words, photo);
  const { pages, keep } = content.owner.resume ?? {};
  const source = resumeJsonText(content, words, pageAddressOf(siteUrl(), { folder }));
  return {
    look,
    typeset,
    data,
    drawResume: (shown = data, relevance) =>
      buildResumePdf(shown, look, typeset, { pages, keep, photo, relevance, source }),
  };
}
