/**
 * `npm run resume:check [file.pdf]`: what a résumé parser reads of the site's résumé in each of its
 * languages, drawn as the build draws it, or of a résumé PDF the project wrote (dist/resume.pdf, an
 * application's): the name and contacts, and each entry's title, organisation, place and dates,
 * marked where they do not match the content (src/buildtime/resumeCheck/).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readSitePages, type SitePage } from '../buildtime/content/sitePages';
import { documentDrawing } from '../buildtime/documents/documentDrawing';
import { resumeData, type ResumeData } from '../buildtime/documents/resumeData';
import { closePdf, openPdf } from '../buildtime/resumeCheck/pdfText';
import { readingTable, readResume, shareRight } from '../buildtime/resumeCheck/readingTable';
import { stopBuild } from '../buildtime/settings/buildReport';
import { readCommandArguments } from '../buildtime/settings/commandArguments';
import { siteContentFile } from '../buildtime/settings/projectPaths';

async function show(what: string, pdf: Uint8Array, expected: ResumeData): Promise<void> {
  const reading = await readResume(pdf, expected);
  console.log(
    `\n${what}, as a résumé parser that splits entries by the gaps between them reads it:\n\n` +
      `${readingTable(reading).join('\n')}\n\n${(100 * shareRight(reading)).toFixed(1)} % read right.`,
  );
}

/** The page of the site in the PDF's language, read from its /Lang. */
async function pageOf(pdf: Uint8Array, pages: SitePage[]): Promise<SitePage> {
  const document = await openPdf(pdf);
  const { info } = (await document.getMetadata()) as { info: { Language?: string } };
  await closePdf(document);
  const language = info.Language?.toLowerCase();
  const tagOf = (page: SitePage) => page.content.language.tag.toLowerCase();
  return (
    pages.find((page) => tagOf(page) === language) ??
    pages.find((page) => language?.startsWith(tagOf(page).split('-')[0]!)) ??
    pages[0]!
  );
}

async function resumeCheck([file]: string[]) {
  const contentFile = siteContentFile();
  const read = readSitePages(contentFile);
  if ('broken' in read) stopBuild(read.broken, read.problems);
  if (file) {
    const shown = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
    if (!fs.existsSync(shown)) stopBuild('Nothing checked', [`${shown} does not exist`]);
    const pdf = fs.readFileSync(shown);
    const page = await pageOf(pdf, read.pages);
    await show(file, pdf, resumeData(page.content, page.words));
    return;
  }
  for (const page of read.pages) {
    const drawing = documentDrawing(contentFile, page);
    if ('problems' in drawing) stopBuild('The résumé cannot be drawn', drawing.problems);
    const { pdf, drawn } = drawing.drawResume();
    await show(`The ${page.content.language.tag} resume.pdf (${drawn.layout})`, pdf, drawn);
  }
}

void resumeCheck(
  readCommandArguments({ usage: 'npm run resume:check -- [<file.pdf>]', words: 1 }).words,
);
