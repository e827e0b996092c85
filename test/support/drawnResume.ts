import fs from 'node:fs';
import path from 'node:path';
import type { OwnerResume } from '../../src/content/ownerContent';
import { lookOf } from '../../src/buildtime/look/look';
import { chooseFonts } from '../../src/buildtime/drawn/typeset/fonts';
import { createTypesetter } from '../../src/buildtime/drawn/typeset/typst';
import { typefaces } from '../../styles/looks';
import { buildResumePdf } from '../../src/buildtime/drawn/resumePdf';
import { resumePhoto } from '../../src/buildtime/drawn/resumePhoto';
import { resumeData, resumeTexts } from '../../src/buildtime/drawn/resumeData';
import { fromJsonResume } from '../../src/buildtime/jsonResume/importResume';
import type { JsonResume } from '../../src/buildtime/jsonResume/format';
import { loadLanguage } from '../../src/buildtime/content/languages';
import { checkedFixture } from './checkedContent';

/** A JSON Resume as `npm run content:import` makes it into content (no images of its own). */
export function importedContent(resume: unknown, tag = 'en') {
  const language = loadLanguage(tag);
  if ('problems' in language) throw new Error(language.problems.join('\n'));
  const imported = fromJsonResume(resume as JsonResume, () => false, {
    tag,
    catalog: language.catalog,
  });
  if ('problems' in imported) throw new Error(imported.problems.join('\n'));
  return imported.content;
}

/**
 * The resume PDF of some content as the build draws it, with the `resume` settings given, and
 * the photo file under `publicDir` (none when it has no such file).
 */
export function drawnResume(raw: object, resume: OwnerResume = {}, publicDir = 'public') {
  const checked = checkedFixture({ ...raw, resume });
  const { content, words } = checked;
  const look = lookOf(content.owner.style);
  const drawing = chooseFonts(content.language.tag, resumeTexts(resumeData(content, words)), {
    drawing: typefaces[look.font].drawing,
  });
  if ('problems' in drawing) throw new Error(drawing.problems.join('\n'));
  const photoPath = path.join(publicDir, content.profile.photo);
  const photo = fs.existsSync(photoPath)
    ? resumePhoto(content.profile.photo, fs.readFileSync(photoPath), drawing.fonts)
    : undefined;
  const data = resumeData(content, words, photo);
  const typeset = createTypesetter(drawing.fonts);
  let draws = 0;
  const counted = Object.assign((...args: Parameters<typeof typeset>) => typeset(...args), {
    pageCount: (...args: Parameters<typeof typeset.pageCount>) => {
      draws += 1;
      return typeset.pageCount(...args);
    },
  });
  const { pdf, lines } = buildResumePdf(data, look, counted, { ...resume, photo });
  return { ...checked, data, pdf, lines, layoutsDrawn: draws + 1 };
}
