import type { CheckedContent } from './contentCheck';
import { imageTexts } from './images';
import { resumeData, resumeTexts } from './resumePdf';
import type { DrawnText } from './typeset/fonts';

/** Every text the build draws (the resume PDF, the link card, the icons), with where it is from. */
export const drawnTexts = ({ content, words }: CheckedContent): DrawnText[] => [
  ...resumeTexts(resumeData(content, words)),
  ...imageTexts(content),
];
