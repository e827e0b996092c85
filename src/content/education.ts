import type { EducationEntry } from './types';

export const education: EducationEntry[] = [
  {
    id: 'bachelor-cs',
    image: 'images/education/eastvale.svg',
    degree: 'Bachelor of Computer Science',
    institute: 'Eastvale University',
    duration: '2020 – 2024',
    unitsListId: 'units-bachelor-cs',
    units: [
      { code: 'CS101', name: 'Programming Fundamentals' },
      { code: 'CS201', name: 'Data Structures and Algorithms' },
      { code: 'CS220', name: 'Database Systems' },
      { code: 'CS240', name: 'Operating Systems' },
      { code: 'CS310', name: 'Software Engineering' },
      { code: 'CS330', name: 'Computer Networks' },
      { code: 'CS350', name: 'Machine Learning' },
      { code: 'CS360', name: 'Web Application Development' },
      { code: 'CS420', name: 'Deep Learning' },
      { code: 'CS490', name: 'Capstone Project' },
    ],
  },
  {
    id: 'intermediate-cs',
    image: 'images/education/riverside.svg',
    degree: 'Intermediate in Computer Science',
    institute: 'Riverside College of Sciences',
    duration: '2017 – 2019',
    unitsListId: 'units-intermediate-cs',
    units: [
      { code: 'MTH-11', name: 'Mathematics I' },
      { code: 'PHY-11', name: 'Physics I' },
      { code: 'CSC-11', name: 'Introduction to Computing' },
      { code: 'MTH-12', name: 'Mathematics II' },
      { code: 'PHY-12', name: 'Physics II' },
      { code: 'CSC-12', name: 'Programming in C' },
    ],
  },
];
