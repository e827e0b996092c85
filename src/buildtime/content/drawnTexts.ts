import type { CheckedContent } from './contentCheck';
import { imageTexts } from '../documents/imageTexts';
import { resumeData, resumeTexts } from '../documents/resumeData';
import type { DrawnText } from '../documents/typeset/fonts';

/** Every text the build draws (the resume PDF, the link card, the icons), with where it is from. */
export const drawnTexts = ({ content, words }: CheckedContent): DrawnText[] => [
  ...resumeTexts(resumeData(content, words)),
  ...imageTexts(content),
];
