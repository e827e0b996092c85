/** The fixed lists the content is made of and chooses from; the schema and the page both read them. */

export const projectCategories = ['personal', 'forclients'] as const;
export type ProjectCategory = (typeof projectCategories)[number];

export const projectLinkIcons = ['code', 'demo', 'video'] as const;
