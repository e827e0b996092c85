/**
 * The résumé and the letter as Word files, and the résumé as plain text, from the data their
 * PDFs are drawn from: the same content, in the same order and language.
 */
import type { ResumeData } from '../resumeData';
import { headParagraphs, resumeParagraphs } from './resumeParagraphs';
import { plainText } from './plainText';
import { wordFile, type WordParagraph } from './wordFile';

/** A letter's data as letter.typ draws it. */
export interface LetterData extends Pick<ResumeData, 'name' | 'jobTitle' | 'contacts' | 'paper'> {
  title: string;
  letter: {
    date: string;
    to: string[];
    subject: string;
    greeting: string;
    body: string[];
    closing: string;
  };
}

const letterParagraphs = ({ letter, name, ...head }: LetterData): WordParagraph[] => [
  ...headParagraphs({ name, ...head }),
  { runs: [letter.date] },
  ...letter.to.map((line) => ({ runs: [line] })),
  { runs: [letter.subject], style: 'section' },
  { runs: [letter.greeting] },
  ...letter.body.map((paragraph) => ({ runs: [paragraph] })),
  { runs: [letter.closing] },
  { runs: [name] },
];

const documentOf = (
  data: Omit<LetterData, 'letter'>,
  tag: string,
  paragraphs: WordParagraph[],
) => ({
  title: data.title,
  name: data.name,
  subject: data.jobTitle,
  tag,
  paper: data.paper,
  paragraphs,
});

export const resumeWordFile = (data: ResumeData, tag: string) =>
  wordFile(documentOf(data, tag, resumeParagraphs(data)));

export const letterWordFile = (data: LetterData, tag: string) =>
  wordFile(documentOf(data, tag, letterParagraphs(data)));

export const resumeTextFile = (data: ResumeData) => plainText(resumeParagraphs(data));
