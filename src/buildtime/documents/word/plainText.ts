/**
 * A document's paragraphs as plain text, for forms that take only text: a line each, a blank line
 * above each heading, a bullet point after "- ", the runs of an entry's facts apart by " · "; no
 * tab, no layout or direction character.
 */
import type { WordParagraph } from './wordFile';

const headings = new Set<WordParagraph['style']>(['section', 'entry', 'role']);

export const plainText = (paragraphs: WordParagraph[]) =>
  `${paragraphs
    .map(({ runs, style, tabbed }) => {
      const text = runs
        .map((run) => (typeof run === 'string' ? run : run.text))
        .join(tabbed ? ' · ' : ' ')
        .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      if (style === 'bullet') return `- ${text}`;
      return headings.has(style) ? `\n${text}` : text;
    })
    .join('\n')
    .trim()}\n`;
