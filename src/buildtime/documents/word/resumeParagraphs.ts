/**
 * The résumé as paragraphs, in the order the PDF draws them (typeset/resume-parts.typ): the name,
 * the job title, the contacts and the tagline at its head, then each section's heading, its text,
 * its skill groups or its entries, each entry's title, its organisation, place and dates, its
 * paragraphs, bullet points, courses and tags, and its roles. The Word file and the plain text
 * are both written from these.
 */
import { drawnSections, isolates, type ResumeData, type ResumeEntry } from '../resumeData';
import type { WordParagraph } from './wordFile';

/** The owner's text without the isolate marks the PDF sets around foreign text. */
const plain = (text: string) => text.replace(isolates, '');
const line = (text: string, more: Omit<WordParagraph, 'runs'> = {}): WordParagraph[] =>
  text ? [{ runs: [plain(text)], ...more }] : [];

/** The owner's name, job title and contacts: the head of a résumé and of a letter. */
export const headParagraphs = (data: Pick<ResumeData, 'name' | 'jobTitle' | 'contacts'>) => [
  ...line(data.name, { style: 'title' }),
  ...line(data.jobTitle, { bold: true }),
  ...data.contacts.map((contact) => ({
    runs: [{ text: plain(contact.text), href: 'href' in contact ? contact.href : undefined }],
  })),
];

function entryParagraphs(entry: ResumeEntry, level: 'entry' | 'role'): WordParagraph[] {
  const title = { text: plain(entry.title), href: entry.link };
  if (entry.quote)
    return [
      ...entry.paragraphs.flatMap((paragraph) => line(paragraph)),
      ...(entry.title ? [{ runs: [title] }] : []),
    ];
  const facts = [...entry.details, ...(entry.date ? [entry.date] : [])].map(plain);
  return [
    { runs: [title], style: level },
    ...(facts.length > 0 ? [{ runs: facts, tabbed: true }] : []),
    ...entry.paragraphs.flatMap((paragraph) => line(paragraph)),
    ...entry.bullets.flatMap((bullet) => line(bullet, { style: 'bullet' })),
    ...line(entry.units.join(' · ')),
    ...line(entry.tags.join(' · ')),
    ...(entry.roles ?? []).flatMap((role) => entryParagraphs(role, 'role')),
  ];
}

export function resumeParagraphs(data: ResumeData): WordParagraph[] {
  return [
    ...headParagraphs(data),
    ...line(data.tagline),
    ...drawnSections(data.sections).flatMap((section) => [
      ...line(section.title, { style: 'section' }),
      ...line(section.text ?? ''),
      ...(section.groups ?? []).map(({ name, items }) => ({
        runs: [
          ...(name ? [{ text: `${plain(name)}:`, bold: true }] : []),
          items.map(plain).join(', '),
        ],
      })),
      ...(section.entries ?? []).flatMap((entry) => entryParagraphs(entry, 'entry')),
    ]),
  ];
}
