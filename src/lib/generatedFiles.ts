/** Files the build makes from the content, by their path in the site (none is committed). */
export const generatedFiles = {
  resumePdf: 'resume.pdf',
  /** The content as a JSON Resume (jsonresume.org), for any tool that reads one. */
  resumeJson: 'resume.json',
  favicon: 'favicon.svg',
  socialCard: { path: 'images/social-card.png', width: 1200, height: 630 },
  icons: [
    { path: 'icons/icon-192.png', size: 192 },
    { path: 'icons/icon-512.png', size: 512 },
    { path: 'icons/apple-touch-icon.png', size: 180 },
    { path: 'icons/favicon-32.png', size: 32 },
  ],
} as const;
