/** The parts of a JSON Resume (jsonresume.org, schema 1.0) this product reads and writes. */
export interface JsonResume {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    image?: string;
    email?: string;
    url?: string;
    summary?: string;
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: {
    name?: string;
    position?: string;
    location?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
    keywords?: string[];
  }[];
  awards?: { title?: string; awarder?: string; date?: string; summary?: string }[];
  education?: {
    institution?: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
    courses?: string[];
  }[];
  projects?: {
    name?: string;
    description?: string;
    highlights?: string[];
    keywords?: string[];
    url?: string;
    entity?: string;
  }[];
  skills?: { name?: string; keywords?: string[] }[];
  /** `language` is this product's: JSON Resume has no field for the language it is written in. */
  meta?: { canonical?: string; version?: string; language?: string };
  /** Its other sections (volunteer, certificates, …), read by the declarations. */
  [section: string]: unknown;
}

/** 'INF264: Introduction to Machine Learning' → a code and a name; no colon → a name alone. */
export function courseUnit(course: string): { code?: string; name: string } {
  const colon = course.indexOf(':');
  if (colon <= 0) return { name: course.trim() };
  return { code: course.slice(0, colon).trim(), name: course.slice(colon + 1).trim() };
}
