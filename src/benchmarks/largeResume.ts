import type { JsonResume } from '../buildtime/jsonResume/format';

/** How much a long career holds: the owner `npm run bench -- large` measures. */
export const largeCareer = { jobs: 15, awards: 10, degrees: 4, coursesPerDegree: 20, projects: 40 };

const fields = ['data platforms', 'payments', 'logistics', 'health records', 'search', 'maps'];
const stacks = [
  ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
  ['Python', 'FastAPI', 'PyTorch', 'Redis'],
  ['Go', 'gRPC', 'Kubernetes', 'Kafka'],
  ['Rust', 'WebAssembly', 'SQLite', 'Tokio'],
];
const pick = <T>(list: T[], index: number): T => list[index % list.length]!;
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
        highlights: [
          `Rebuilt the ${pick(fields, index)} service so that it answers in a tenth of the time, with no downtime during the move.`,
          `Mentored ${2 + (index % 5)} engineers, two of whom now lead teams of their own.`,
          `Wrote the runbooks and alerts that cut the on-call pages of team ${index + 1} by half.`,
        ],
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
      summary: `Given for work on ${pick(fields, index + 2)} that other teams went on to reuse.`,
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
          `CS${degree + 1}${String(course + 1).padStart(2, '0')}: ${pick(['Algorithms', 'Distributed Systems', 'Compilers', 'Databases', 'Networks', 'Machine Learning', 'Security', 'Interaction Design'], course + degree)} ${Math.floor(course / 8) + 1}`,
      ),
    })),
    projects: Array.from({ length: projects }, (_, index) => ({
      name: `${pick(['Atlas', 'Beacon', 'Cartographer', 'Dispatch', 'Ember', 'Fathom', 'Glacier', 'Harbor'], index)} ${index + 1}`,
      description: `A ${pick(['tool', 'service', 'library', 'dashboard'], index)} for ${pick(fields, index)} teams, used every day by people who never see its code.`,
      highlights: [
        `Handles ${(index + 1) * 1000} requests a minute on a single small server.`,
        `Documented end to end, with a guide that new contributors follow on their first day.`,
      ],
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
