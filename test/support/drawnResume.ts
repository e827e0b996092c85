import fs from 'node:fs';
import path from 'node:path';
import type { OwnerResume } from '../../src/content/ownerContent';
import { lookOf } from '../../src/buildtime/look/look';
import { chooseFonts } from '../../src/buildtime/documents/typeset/fonts';
import { createTypesetter } from '../../src/buildtime/documents/typeset/typst';
import { typefaces } from '../../styles/looks';
import { buildResumePdf } from '../../src/buildtime/documents/resumePdf';
import { resumePhoto } from '../../src/buildtime/documents/resumePhoto';
import { resumeData, resumeTexts } from '../../src/buildtime/documents/resumeData';
import { checkedFixture } from './checkedContent';
import { resumeJsonText } from '../../src/buildtime/jsonResume/exportResume';

/**
 * The resume PDF of some content as the build draws it, with the `resume` settings given, and
 * the photo file under `publicDir` (none when it has no such file), carrying its resume.json
 * (`resumeJson`) as a site without SITE_URL publishes it.
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
  const resumeJson = resumeJsonText(content, words, { siteUrl: null, pageUrl: null });
  const { pdf, lines, drawn } = buildResumePdf(data, look, counted, {
    ...resume,
    photo,
    source: resumeJson,
  });
  return { ...checked, data, drawn, pdf, lines, resumeJson, layoutsDrawn: draws + 1 };
}
