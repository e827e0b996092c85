/**
 * The resume.json a résumé PDF carries as an associated file (PDF 2.0 and PDF/A-3 call it that;
 * Typst's pdf.attach writes it): every PDF this project draws carries the one it was made from,
 * so that the import reads it back whole, whatever its language or layout.
 */

/** The file's name in the PDF, as JSON Resume names its file. */
export const embeddedResumeName = 'resume.json';

/** What the PDF says the file is, for a reader that lists its attachments. */
export const embeddedResumeDescription = 'The JSON Resume this résumé was made from';

/**
 * The photo of a résumé this project drew, as a path under the owner's public folder: resume.json
 * names it by the site's address (with SITE_URL), whose path ends with the file's own; without
 * that address, the photo of the content the import replaces, if it is the same owner's. Only a
 * file that exists is named; undefined when none does.
 */
export function ownResumePhoto(
  image: unknown,
  previous: { name?: string; photo?: string } | undefined,
  name: unknown,
  exists: (publicPath: string) => boolean,
): string | undefined {
  if (typeof image === 'string' && /^https?:\/\//i.test(image)) {
    const segments = new URL(image).pathname.split('/').filter(Boolean).map(decodeURIComponent);
    for (let start = 0; start < segments.length; start += 1) {
      const publicPath = segments.slice(start).join('/');
      if (exists(publicPath)) return publicPath;
    }
    return undefined;
  }
  const photo = previous?.photo;
  return photo && previous.name === name && exists(photo) ? photo : undefined;
}
