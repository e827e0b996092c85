import type { AwardEntry } from './types';

export const awards: AwardEntry[] = [
  {
    id: 'industry-iot-2024',
    image: 'images/awards/industry-iot.svg',
    title: 'Smart Pallet Tracker',
    organiser: 'National Industry & IoT Projects Competition',
    place: '1st place',
    date: 'April 2024',
    tags: ['IoT', 'Edge AI', 'Embedded C'],
  },
  {
    id: 'startup-campus-2024',
    image: 'images/awards/startup-campus.svg',
    title: 'HarvestCast',
    organiser: 'Campus Startup Competition (campus round)',
    place: '1st place',
    date: 'May 2024',
    tags: ['Startup', 'Forecasting', 'Pitch'],
  },
  {
    id: 'smart-tech-2024',
    image: 'images/awards/smart-tech.svg',
    title: 'SignBridge: sign language to text',
    organiser: 'Smart Tech Exhibition',
    place: '2nd place',
    date: 'September 2024',
    tags: ['Computer vision', 'Accessibility', 'PyTorch'],
  },
];
