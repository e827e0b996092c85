import type { JsonResume } from '../buildtime/jsonResume/format';

/** How much a long career holds: the owner `npm run bench -- large` measures. */
export const largeCareer = { jobs: 15, awards: 10, degrees: 4, coursesPerDegree: 20, projects: 40 };

const stacks = [
  ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
  ['Python', 'FastAPI', 'PyTorch', 'Redis'],
  ['Go', 'gRPC', 'Kubernetes', 'Kafka'],
  ['Rust', 'WebAssembly', 'SQLite', 'Tokio'],
];
const vocabulary = (
  'account adapter alert analyst archive audit backlog balance batch billing boundary browser budget ' +
  'cache calendar capacity catalogue checkout client cluster compiler contract courier dashboard ' +
  'dataset deadline delivery deploy design device dispatch document domain driver editor engine ' +
  'estimate event export factory failure feature field filter forecast framework freight gateway ' +
  'guide harbour index inventory invoice journey kernel label ledger library licence lifecycle ' +
  'ledger logistics machine manual market measure message metric migration mobile model monitor ' +
  'network notebook office onboarding operator order outage package partner patient payment ' +
  'pipeline platform policy portal pricing printer privacy process profile prototype query queue ' +
  'rating reader record region release report request research retail review route runtime ' +
  'schedule schema search sensor server service session shipment signal snapshot software ' +
  'spreadsheet storage stream student supplier support survey switch system teacher template ' +
  'tenant terminal ticket timeline tooling tracker traffic training transfer translation upload ' +
  'usage vendor vessel viewer warehouse weather webhook widget window workflow workshop'
).split(' ');
const verbs = (
  'built cut designed documented halved led measured merged migrated moved opened ported ' +
  'rebuilt reduced replaced rewrote scaled secured shipped simplified sped taught tested tuned'
).split(' ');

/** A pseudo-random sequence from a seed (mulberry32), so that the owner is the same every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(2026);
const anyOf = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
const pick = <T>(list: T[], index: number): T => list[index % list.length]!;
const nouns = (count: number) => Array.from({ length: count }, () => anyOf(vocabulary)).join(' ');
/** A sentence as long as a real highlight, with as little repetition as real ones have. */
const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
const sentence = () =>
  `${capitalised(anyOf(verbs))} the ${nouns(3)} for ${nouns(2)} teams, so that ` +
  `${Math.floor(random() * 900) + 100} ${nouns(2)} users see their ${nouns(2)} ` +
  `${Math.floor(random() * 9) + 2} times sooner.`;
const month = (year: number, index: number) =>
  `${year}-${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * A JSON Resume of a long career, every entry different, written so that each text is as long
 * as a real one: the owner a budget and a benchmark must hold for, not only the sample.
 */
export function largeResume(): JsonResume {
  const { jobs, awards, degrees, coursesPerDegree, projects } = largeCareer;
  return {
    basics: {
      name: 'Morgan Ellery Quinlan',
      label: 'Staff Software Engineer',
      email: 'morgan@quinlan.example',
      summary:
        'I have built and run software for twenty years, from embedded tools to global platforms. ' +
        'I lead small teams that ship carefully, measure what they ship and keep it simple to change.',
      profiles: [
        { network: 'GitLab', url: 'https://gitlab.com/morgan-quinlan' },
        { network: 'LinkedIn', url: 'https://www.linkedin.com/in/morgan-quinlan' },
        { network: 'YouTube', url: 'https://www.youtube.com/@morgan-quinlan' },
      ],
    },
    work: Array.from({ length: jobs }, (_, index) => {
      const start = 2005 + index;
      return {
        name: `${pick(['Northwind', 'Bluefin', 'Cobalt', 'Larkspur', 'Meridian'], index)} ${pick(['Systems', 'Labs', 'Works'], index)} ${index + 1}`,
        position: pick(
          ['Software Engineer', 'Senior Engineer', 'Tech Lead', 'Staff Engineer'],
          index,
        ),
        location: pick(['Lisbon, Portugal', 'Remote', 'Toronto, Canada', 'Nairobi, Kenya'], index),
        startDate: month(start, index),
        ...(index < jobs - 1 && { endDate: month(start + 1, index + 3) }),
        highlights: [sentence(), sentence(), sentence()],
        keywords: pick(stacks, index),
      };
    }),
    awards: Array.from({ length: awards }, (_, index) => ({
      title: `${pick(['Engineering Excellence', 'Open Source', 'Accessibility', 'Mentorship'], index)} Award ${2010 + index}`,
      awarder: pick(
        ['Regional Software Guild', 'City Tech Week', 'National Developers Forum'],
        index,
      ),
      date: `${2010 + index}-06-15`,
      summary: sentence(),
    })),
    education: Array.from({ length: degrees }, (_, degree) => ({
      institution: pick(
        ['University of Porto', 'McGill University', 'University of Nairobi', 'TU Delft'],
        degree,
      ),
      studyType: pick(['BSc', 'MSc', 'Certificate', 'PhD'], degree),
      area: pick(
        ['Computer Science', 'Software Engineering', 'Data Science', 'Human–Computer Interaction'],
        degree,
      ),
      startDate: `${1999 + degree * 2}`,
      endDate: `${2002 + degree * 2}`,
      courses: Array.from(
        { length: coursesPerDegree },
        (_, course) =>
          `CS${degree + 1}${String(course + 1).padStart(2, '0')}: ${capitalised(nouns(3))}`,
      ),
    })),
    projects: Array.from({ length: projects }, (_, index) => ({
      name: `${pick(['Atlas', 'Beacon', 'Cartographer', 'Dispatch', 'Ember', 'Fathom', 'Glacier', 'Harbor'], index)} ${index + 1}`,
      description: sentence(),
      highlights: [sentence(), sentence()],
      keywords: pick(stacks, index + 1),
      url: `https://quinlan.example/projects/${index + 1}`,
      ...(index % 2 === 0 && {
        entity: `${pick(['Acme Health', 'Civic Data', 'Porto Freight'], index)}`,
      }),
    })),
    skills: stacks.map((keywords, index) => ({
      name: pick(['Web', 'Data', 'Platforms', 'Systems'], index),
      keywords,
    })),
    meta: { language: 'en' },
  };
}
