/**
 * `npm run resume:check`: draws the site's résumé in each of its languages, as the build does,
 * and prints what a layout-based résumé parser reads of it: each entry's title, organisation,
 * place and dates, and whether they stay in their entry (src/buildtime/resumeCheck/).
 */
import { readSitePages } from '../buildtime/content/sitePages';
import { documentDrawing } from '../buildtime/drawn/documentDrawing';
import { readingTable } from '../buildtime/resumeCheck/readingTable';
import { stopBuild } from '../buildtime/settings/buildReport';
import { siteContentFile } from '../buildtime/settings/projectPaths';

async function resumeCheck() {
  const contentFile = siteContentFile();
  const read = readSitePages(contentFile);
  if ('broken' in read) stopBuild(read.broken, read.problems);
  for (const page of read.pages) {
    const drawing = documentDrawing(contentFile, page);
    if ('problems' in drawing) stopBuild('The résumé cannot be drawn', drawing.problems);
    const { pdf, drawn } = drawing.drawResume();
    const { lines, share } = await readingTable(pdf, drawn);
    console.log(
      `\nThe ${page.content.language.tag} resume.pdf (${drawn.layout}), as a résumé parser that splits ` +
        `entries by the gaps between them reads it:\n\n${lines.join('\n')}\n\n` +
        `${(100 * share).toFixed(1)} % of the entries' titles, organisations, places and dates read right.`,
    );
  }
}

void resumeCheck();
