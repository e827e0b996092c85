/** The fixed lists the content is made of and chooses from; the schema and the page both read them. */

/** What a project was: one's own, work for a client or at an employer, or open source. */
export const projectCategories = ['personal', 'forclients', 'employer', 'opensource'] as const;
export type ProjectCategory = (typeof projectCategories)[number];

export const projectLinkIcons = ['code', 'demo', 'video'] as const;

/** The résumé PDF's layouts (src/buildtime/documents/typeset/resume-<name>.typ), the default first. */
export const resumeLayouts = ['classic', 'compact', 'banner'] as const;
export type ResumeLayout = (typeof resumeLayouts)[number];

/** The résumé's paper: ISO A4, or US Letter. */
export const resumePapers = ['a4', 'letter'] as const;
export type ResumePaper = (typeof resumePapers)[number];

/** Where an application stands, from its first draft to its end (applications/<id>.json). */
export const applicationStates = [
  'draft',
  'sent',
  'interview',
  'offer',
  'declined',
  'withdrawn',
] as const;
export type ApplicationState = (typeof applicationStates)[number];
