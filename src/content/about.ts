import type { About } from './types';

export const about: About = {
  summary:
    'I am a developer who likes the whole stack: I have shipped retrieval-augmented assistants, ' +
    'computer-vision services for factory floors and the React front ends that make them usable. ' +
    'I care about measurable results, fast pages and code the next person can change with confidence. ' +
    'Lately I help early-stage teams turn a working prototype into a product customers pay for.',
  skillGroups: [
    {
      name: 'Languages',
      tagColor: 'violet',
      skills: ['TypeScript', 'JavaScript', 'Python', 'SQL', 'Go'],
    },
    {
      name: 'Frameworks',
      tagColor: 'sky',
      skills: ['React', 'Next.js', 'Redux Toolkit', 'XState', 'PyTorch', 'LangChain'],
    },
    {
      name: 'Backend',
      tagColor: 'green',
      skills: ['Node.js', 'FastAPI', 'Express', 'GraphQL', 'Docker', 'AWS Lambda'],
    },
    {
      name: 'Databases',
      tagColor: 'amber',
      skills: ['PostgreSQL', 'pgvector', 'Redis', 'MongoDB', 'SQLite'],
    },
    {
      name: 'Practices',
      tagColor: 'rose',
      skills: ['Test-driven development', 'CI/CD', 'Accessibility', 'Web performance', 'MLOps'],
    },
  ],
};
