/** Files the build makes from the content, by their path in the site (none is committed). */
export const generatedFiles = {
  resumePdf: 'resume.pdf',
  /** The same résumé as a Word file, where the owner asks for one (resume.wordFile). */
  resumeDocx: 'resume.docx',
  /** The content as a JSON Resume (jsonresume.org), for any tool that reads one. */
  resumeJson: 'resume.json',
  socialCard: { path: 'images/social-card.png', width: 1200, height: 630 },
  /** Bitmap icons for browsers without SVG favicons, and for a phone's home screen. */
  icons: [
    { path: 'icons/favicon-32.png', size: 32, rel: 'icon' },
    { path: 'icons/apple-touch-icon.png', size: 180, rel: 'apple-touch-icon' },
  ],
} as const;
