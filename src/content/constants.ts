/** The fixed lists the content is made of and chooses from; the schema and the page both read them. */

export const projectCategories = ['personal', 'forclients'] as const;
export type ProjectCategory = (typeof projectCategories)[number];

export const projectLinkIcons = ['code', 'demo', 'video'] as const;

/** The sections made of entries, each with an id and an image. */
export const entrySections = ['experience', 'awards', 'education', 'projects'] as const;
export type EntrySection = (typeof entrySections)[number];
