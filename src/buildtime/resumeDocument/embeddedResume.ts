/**
 * The resume.json a résumé PDF carries as an associated file (PDF 2.0 and PDF/A-3 call it that;
 * Typst's pdf.attach writes it): every PDF this project draws carries the one it was made from,
 * so that the import reads it back whole, whatever its language or layout.
 */

/** The file's name in the PDF, as JSON Resume names its file. */
export const embeddedResumeName = 'resume.json';

/** What the PDF says the file is, for a reader that lists its attachments. */
export const embeddedResumeDescription = 'The JSON Resume this résumé was made from';
