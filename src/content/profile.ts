import type { Profile } from './types';

export const profile: Profile = {
  name: 'Rowan Adeyemi',
  title: 'AI & Full-Stack Developer',
  tagline:
    'I build language-model products end to end, from the data pipeline to the interface people actually use.',
  photo: 'images/profile/rowan-adeyemi.svg',
  photoAlt: 'Illustrated portrait of Rowan Adeyemi',
  resumePath: 'resume/rowan-adeyemi-resume.pdf',
  email: 'hello@rowanadeyemi.example',
  codeHosting: { label: 'GitHub', href: 'https://github.com/rowan-adeyemi-sample' },
  professionalNetwork: {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/in/rowan-adeyemi-sample',
  },
  videoChannel: { label: 'YouTube', href: 'https://www.youtube.com/@rowan-adeyemi-sample' },
};
