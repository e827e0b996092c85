import { cornerShapes } from '../../../styles/looks';
import type { Look } from '../look/look';
import type { Typeset, TypesetFiles } from './typeset/typst';
import { drawnSections, type ResumeData } from './resumeData';
import type { ResumePhoto } from './resumePhoto';
import { fitToPages, type Relevance } from './resumeFit';
import { embeddedResumeDescription, embeddedResumeName } from '../resumeDocument/embeddedResume';

/** How a document is drawn in the owner's look: its colours, and how round its tags and photo are. */
export function documentLook({ palette, corners }: Look) {
  const { text, muted, link, border, 'on-accent': onAccent, accent } = palette.light;
  return {
    // Text in the accent is the link colour (4.5:1 on white); fills are the accent, under
    // on-accent text (4.5:1 too).
    colors: {
      ink: text,
      muted,
      accent: link,
      fill: accent,
      onAccent,
      rule: border,
      tag: palette.tags.slate.light[0],
    },
    // A tag's rounding in points, as the page rounds its pills.
    tagRadius: Math.round(cornerShapes[corners].drawn * 14),
    photoRounding: cornerShapes[corners].drawn,
  };
}

/**
 * The resume as a PDF/UA-1, in the owner's layout, typeset by Typst with a text layer in every
 * script, carrying `source`, the resume.json it is drawn from; fitted to the owner's number of
 * pages, with a line for each part it leaves out, and what it drew once fitted.
 */
export function buildResumePdf(
  data: ResumeData,
  look: Look,
  typeset: Typeset,
  {
    pages,
    keep = [],
    photo,
    relevance,
    source,
  }: {
    pages?: number;
    keep?: string[];
    photo?: ResumePhoto;
    relevance?: Relevance;
    source: string;
  },
): { pdf: Buffer; lines: string[]; drawn: ResumeData } {
  const template = `resume-${data.layout}.typ` as const;
  const files: TypesetFiles = photo && data.photo ? { [photo.file]: photo.bytes } : {};
  const { colors, tagRadius, photoRounding } = documentLook(look);
  const drawing = (shown: ResumeData) => ({
    ...shown,
    sections: drawnSections(shown.sections),
    photo: shown.photo && { ...shown.photo, rounding: photoRounding },
    colors,
    tagRadius,
  });
  const fitted = pages
    ? fitToPages(
        data,
        pages,
        new Set(keep),
        (shown) => typeset.pageCount(template, drawing(shown), files),
        relevance,
      )
    : { data, lines: [] };
  const embedded = { path: embeddedResumeName, description: embeddedResumeDescription };
  return {
    pdf: typeset(template, { ...drawing(fitted.data), source: embedded }, 'pdf', {
      ...files,
      [embeddedResumeName]: Buffer.from(source),
    }),
    lines: fitted.lines,
    drawn: fitted.data,
  };
}
