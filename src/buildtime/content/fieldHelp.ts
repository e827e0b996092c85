import type { ListSectionKey } from '../../content/declarations';

/**
 * What each field of the content is, in the owner's words, for the JSON Schema an editor shows
 * on hover (jsonSchema.ts): what it holds, where it shows (the page, the PDF, the link card) and
 * an example. A field of an entry is described by its section's line, else by the common one.
 */
export const commonHelp: Record<string, string> = {
  id: 'A short name for the entry, unique in its section: lower-case letters, digits and dashes. Names it in build messages, translations and resume.leaveOut. Example: "acme-2024".',
  image:
    'A picture under public/ (a logo or screenshot), shown on the entry’s card on the page; left out, the card shows none. Example: "images/experience/acme.svg".',
  url: 'The entry’s web address: its title links there on the page and in the PDF. Example: "https://acme.example".',
  start:
    'When it started, as a year, a month or a day; shown in the content’s language on the page and in the PDF. Example: "2023-04".',
  end: 'When it ended, in the same form; left out, it is shown as ongoing ("Present"). Example: "2024-09".',
  summary:
    'A sentence or two about it, on the page and in the PDF. Example: "Led the payments team."',
  tags: 'Skills or technologies, shown as tags on the page and, unless the PDF is fitted to fewer pages, in the PDF. Example: ["TypeScript", "React"].',
  date: 'When, as a year, a month or a day; shown in the content’s language. Example: "2024-05".',
  name: 'Its name, as the heading of the entry on the page and in the PDF.',
  highlights:
    'Bullet points, one text each, on the page and in the PDF. Example: ["Organised weekly workshops"].',
  keywords: 'Words that go with it, on the page and in the PDF. Example: ["rowing", "sailing"].',
  extra:
    'What a JSON Resume held outside its schema: kept for resume.json, not shown. Written by the import.',
};

const sectionHelp: Record<ListSectionKey, Record<string, string>> = {
  experience: {
    alt: 'What the image shows, for screen readers and the PDF’s tags. Example: "Acme logo".',
    company:
      'The employer, shown under the job title on the page and as its own run in the PDF. Example: "Acme".',
    location:
      'Where the job was, beside the company. Example: "Remote" or "Rotterdam, Netherlands".',
    description: 'What the company does, in a few words. Example: "A payments start-up".',
    title:
      'The role, as the entry’s heading on the page and in the PDF. Example: "Senior Engineer".',
    summary: 'A line about the job, above its bullet points.',
    bullets:
      'What you did, one bullet point each, on the page and in the PDF. Example: ["Cut latency from 6.1 s to 1.8 s"].',
    tagColor: 'The colour of the entry’s tags on the page: green unless told.',
  },
  volunteer: {
    organization:
      'Who you volunteered for, as the entry’s heading. Example: "Code Club Amsterdam".',
    position: 'Your role there. Example: "Mentor".',
  },
  awards: {
    title:
      'What the award was for, as the entry’s heading (without one, the awarder heads it). Example: "Smart Pallet Tracker".',
    organiser: 'Who gave the award. Example: "National Industry & IoT Projects Competition".',
    place: 'The place won, shown before the title. Example: "1st place".',
  },
  certificates: {
    name: 'The certificate, as the entry’s heading. Example: "Certified Kubernetes Administrator".',
    issuer: 'Who issued it. Example: "CNCF".',
    expires:
      'When it stops being valid, as a year, a month or a day; an expired one is marked as such on the page and in the PDF. Example: "2027-03".',
  },
  education: {
    institute:
      'The school or university, shown with the degree. Example: "Delft University of Technology".',
    area: 'The field of study. Example: "Computer Science".',
    degree: 'The kind of degree, as the entry’s heading. Example: "Bachelor of Computer Science".',
    score: 'The grade. Example: "3.8 GPA".',
    notes:
      'What else the studies were, on the page and in the PDF. Example: "Thesis: Streaming joins at scale".',
    activities:
      'Societies and activities, on the page and in the PDF. Example: "Student council, rowing club".',
    units:
      'The courses, listed under "View Units" on the page and in the PDF. Example: [{ "code": "CS101", "name": "Programming" }].',
    code: 'The course code, before its name. Example: "CS101".',
  },
  publications: {
    name: 'The title of the publication, as the entry’s heading. Example: "Exactly-once settlement".',
    publisher: 'Where it was published. Example: "Payments Engineering Journal".',
  },
  projects: {
    title:
      'The project’s name, as its card’s heading on the page and in the PDF. Example: "DocuDesk".',
    summary: 'One line before the bullet points. Example: "A help desk that reads invoices."',
    description:
      'What it does, one bullet point each, on its card and in the PDF. Example: ["Reads 30,000 invoices a day"].',
    links:
      'Links under the card: each with its words, its address and an icon. The first is the project’s address in resume.json.',
    text: 'The link’s words. Example: "Code".',
    href: 'Where the link goes. Example: "https://github.com/you/docudesk".',
    icon: 'The icon beside the link’s words.',
    roles: 'Your roles in it. Example: ["Author", "Maintainer"].',
    entity: 'Who it was made for or with: an employer or a client. Example: "Acme".',
    type: 'What kind of project. Example: "library" or "open source".',
    category:
      'What it was, and the filter tab it is under on the page: employer (work at an employer), forclients (work for a client), opensource, or personal.',
  },
  languages: {
    language: 'A language you speak, as the entry’s heading. Example: "Dutch".',
    fluency: 'How well. Example: "Native speaker".',
  },
  interests: {
    name: 'An interest, as the entry’s heading. Example: "Rowing".',
  },
  references: {
    name: 'Who gives the reference, shown with it. Example: "Pieter de Vries, CTO at Tulip Payments".',
    reference: 'What they said, quoted on the page and in the PDF.',
  },
};

export const profileHelp: Record<string, string> = {
  name: 'Your name: the page’s heading, the PDF’s first line and the link card. Example: "Rowan Adeyemi".',
  title:
    'What you do, under your name on the page, in the PDF and on the card (without one, your name stands alone). Example: "AI & Full-Stack Developer".',
  tagline:
    'One sentence under your title in the profile panel and the footer. Example: "I build language-model products end to end."',
  photo:
    'Your photo under public/, in the profile panel and (unless resume.photo is false) the PDF. Example: "images/profile/photo.jpg".',
  photoAlt:
    'What the photo shows, for screen readers and the PDF’s tags. Example: "Photo of Rowan Adeyemi".',
  email:
    'Where visitors write to you: the footer’s mail link and the PDF’s contact line. Example: "hello@you.example".',
  phone: 'Your phone number, published only when showPhone is true. Example: "+31 6 1234 5678".',
  showPhone:
    'Whether your phone number is published: on the page, in resume.pdf and in resume.json.',
  showAddress:
    'Whether your street address and postal code are published: on the page, in resume.pdf and in resume.json.',
  location: 'Where you are: the city and country show in the profile panel and the PDF.',
  address:
    'Your street address, published only when showAddress is true. Example: "Keizersgracht 1".',
  postalCode: 'Your postal code, with the address. Example: "1015 CJ".',
  city: 'Your city. Example: "Rotterdam".',
  countryCode:
    'Your country as two letters (ISO 3166-1); the page names it in its language. Example: "NL".',
  region: 'Your region or state. Example: "South Holland".',
  profiles:
    'Where you are online, in your order: GitHub, LinkedIn, YouTube and others show as icons in the profile panel and as links in the PDF.',
  network: 'The network’s name. Example: "GitHub".',
  username: 'Your name there. Example: "rowan-adeyemi".',
  url: 'Your profile’s address. Example: "https://github.com/rowan-adeyemi".',
};

export const aboutHelp: Record<string, string> = {
  summary: 'About Me: a paragraph on the page and at the top of the PDF.',
  skillGroups:
    'Your skills in groups (such as Languages, Frameworks), each shown as a row of tags under Skills.',
  name: 'The group’s name (without one, its tags show with no heading). Example: "Languages".',
  level: 'How well, shown beside the name. Example: "Advanced".',
  color: 'The colour of the group’s tags: the palette’s colours in turn unless told.',
  skills: 'The skills of the group, one tag each. Example: ["TypeScript", "Python"].',
};

/** The description of a field of an entry of a section. */
export const entryFieldHelp = (section: ListSectionKey, field: string): string | undefined =>
  sectionHelp[section][field] ?? commonHelp[field];

/** What each part of the content is, at the top of the file. */
export const topHelp = {
  $schema: 'Where your editor finds this file’s JSON Schema, for completion and checks. Keep it.',
  format:
    'The format the file is written in, so that a later template reads it as meant: it migrates older content, and npm run content:migrate rewrites it. Written by the template; keep it.',
  language:
    'The language the content is written in (BCP 47): the page’s words, dates and direction. Example: "en", "uk", "pt-BR" or "zh-Hans".',
  words:
    'Your own wording for any interface word, by its key in src/i18n/catalogs/en.json. Example: { "getInTouch": "Say hello" }.',
  style: 'Your look: accent colour, typeface, corners and tint, on the page, the PDF and the card.',
  sources:
    'What you do elsewhere, read at every build: GitHub stars and the newest posts of your feeds.',
  resume: 'How resume.pdf is laid out; the page and resume.json always carry everything.',
  analytics:
    'Who visits, counted by the page itself with Plausible, Umami or GoatCounter: no cookie, nothing stored, nothing to consent to.',
  sectionOrder:
    'The order of the page’s sections; those left out follow in the usual order. Example: ["about", "projects", "experience"].',
  unplacedLines:
    'Lines of your résumé document the import could not place: kept here alone, not published, each with where it seems to belong (or where the import kept it). Look at each, move it where it belongs, then remove it: npm run content:check lists them until you have.',
  unmatched:
    'In a translation: texts an import could not give an entry of portfolio.json, each with the entry it was made for. Kept here alone, not published. Move each where it belongs (under the entry’s id), or remove it: npm run content:check lists them until you have.',
  profile: 'Who you are: the profile panel, the footer, the PDF’s header and the link card.',
  about: 'About Me and your skills.',
  extra:
    'Whole sections of a JSON Resume that the page has no place for: kept for resume.json. Written by the import.',
  experience: 'Your jobs, in the order you want them shown (newest first is usual).',
  volunteer: 'Volunteering, in your order.',
  awards: 'Prizes and awards, in your order.',
  certificates: 'Certificates, in your order.',
  education: 'Schools and degrees, in your order.',
  publications: 'Articles, papers and talks, in your order.',
  projects: 'Your projects, as cards the visitor can filter by category.',
  languages: 'The languages you speak.',
  interests: 'What you like doing.',
  references: 'What others say of you, quoted.',
} satisfies Record<string, string>;
