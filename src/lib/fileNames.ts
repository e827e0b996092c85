/** A text as part of a file name: its words joined by dashes, no character a file system refuses. */
export const fileWord = (text: string) =>
  text
    .trim()
    .replace(/[\s/\\:*?"<>|]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * What a résumé downloads as: the owner's name and the word for a résumé in the document's
 * language ('Ingrid-Valtonen-Osei-Resume.pdf', 'Ingrid-Valtonen-Osei-Lebenslauf.pdf'), so an
 * employer's folder of résumés tells them apart.
 */
export const resumeFileName = (name: string, resumeWord: string) =>
  `${fileWord(name)}-${fileWord(resumeWord)}.pdf`;
