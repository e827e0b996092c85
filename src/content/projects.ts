import type { Project } from './types';

const repo = (name: string) => `https://github.com/rowan-adeyemi-sample/${name}`;

export const projects: Project[] = [
  {
    id: 'docudesk',
    image: 'images/projects/docudesk.svg',
    title: 'DocuDesk: answers from your own documents',
    category: 'personal',
    description: [
      'Retrieval-augmented chat over PDFs and wikis, with citations for every answer.',
      'Hybrid keyword and vector search in PostgreSQL; streaming answers in React.',
    ],
    tags: ['TypeScript', 'React', 'pgvector', 'OpenAI API'],
    links: [
      { text: 'Code', href: repo('docudesk'), icon: 'code' },
      { text: 'Live demo', href: 'https://docudesk.rowanadeyemi.example', icon: 'demo' },
    ],
  },
  {
    id: 'fleetview',
    image: 'images/projects/fleetview.svg',
    title: 'FleetView robot dashboard',
    category: 'forclients',
    description: [
      'Live map and health panel for 120 warehouse robots, built for Harborline Robotics.',
      'Handles 2,000 telemetry messages a second without dropping frames.',
    ],
    tags: ['React', 'WebSockets', 'Node.js', 'Redis'],
    links: [{ text: 'Case study', href: 'https://rowanadeyemi.example/fleetview', icon: 'demo' }],
  },
  {
    id: 'harvestcast',
    image: 'images/projects/harvestcast.svg',
    title: 'HarvestCast yield forecasts',
    category: 'forclients',
    description: [
      'Crop-yield forecasts for farming cooperatives from weather and satellite data.',
      'Pilot with three cooperatives; forecasts sent weekly by SMS.',
    ],
    tags: ['Python', 'FastAPI', 'LightGBM', 'Twilio'],
    links: [
      { text: 'Video walkthrough', href: 'https://youtu.be/harvestcast-demo', icon: 'video' },
    ],
  },
  {
    id: 'signbridge',
    image: 'images/projects/signbridge.svg',
    title: 'SignBridge',
    category: 'personal',
    description: [
      'Turns fingerspelled sign language into text in the browser, in real time.',
      'A small pose model running on-device with WebGPU; no video leaves the laptop.',
    ],
    tags: ['PyTorch', 'ONNX', 'WebGPU', 'TypeScript'],
    links: [
      { text: 'Code', href: repo('signbridge'), icon: 'code' },
      { text: 'Video', href: 'https://youtu.be/signbridge-demo', icon: 'video' },
    ],
  },
  {
    id: 'invoice-sorter',
    image: 'images/projects/invoice-sorter.svg',
    title: 'Invoice sorter',
    category: 'forclients',
    description: [
      'Classifies 30,000 invoices a day for Quillfeather Analytics at 97% accuracy.',
      'Low-confidence documents go to a review queue instead of being guessed.',
    ],
    tags: ['Python', 'scikit-learn', 'Flask', 'PostgreSQL'],
    links: [{ text: 'Case study', href: 'https://rowanadeyemi.example/invoices', icon: 'demo' }],
  },
  {
    id: 'pallet-tracker',
    image: 'images/projects/pallet-tracker.svg',
    title: 'Smart Pallet Tracker',
    category: 'personal',
    description: [
      'Battery-powered tags that report pallet location and shocks over LoRa.',
      'Won 1st place at the national industry and IoT projects competition.',
    ],
    tags: ['Embedded C', 'LoRaWAN', 'Edge AI'],
    links: [{ text: 'Code', href: repo('pallet-tracker'), icon: 'code' }],
  },
  {
    id: 'clinic-booking',
    image: 'images/projects/clinic-booking.svg',
    title: 'Clinic booking assistant',
    category: 'forclients',
    description: [
      'A chat assistant that books, moves and cancels appointments for a chain of clinics.',
      'Reduced phone calls to reception by a third in the first month.',
    ],
    tags: ['Next.js', 'LangChain', 'PostgreSQL'],
    links: [{ text: 'Case study', href: 'https://rowanadeyemi.example/clinic', icon: 'demo' }],
  },
  {
    id: 'route-pricer',
    image: 'images/projects/route-pricer.svg',
    title: 'Route pricer',
    category: 'forclients',
    description: [
      'Quotes freight prices per route from partner data for Meridian Trade Partners.',
      'A GraphQL API with per-partner access rules.',
    ],
    tags: ['Go', 'GraphQL', 'PostgreSQL'],
    links: [{ text: 'Case study', href: 'https://rowanadeyemi.example/routes', icon: 'demo' }],
  },
  {
    id: 'prompt-lab',
    image: 'images/projects/prompt-lab.svg',
    title: 'Prompt Lab',
    category: 'personal',
    description: [
      'Side-by-side evaluation of prompts and models against a fixed test set.',
      'Runs in CI and comments the score change on every pull request.',
    ],
    tags: ['TypeScript', 'Node.js', 'GitHub Actions'],
    links: [{ text: 'Code', href: repo('prompt-lab'), icon: 'code' }],
  },
  {
    id: 'studio-sites',
    image: 'images/projects/studio-sites.svg',
    title: 'Studio client sites',
    category: 'forclients',
    description: [
      'Fourteen accessible marketing sites for Brightpath Studio clients.',
      'Every site scores 95+ on Lighthouse accessibility.',
    ],
    tags: ['HTML', 'Sass', 'JavaScript'],
    links: [{ text: 'Portfolio', href: 'https://brightpath.example/work', icon: 'demo' }],
  },
  {
    id: 'budget-bot',
    image: 'images/projects/budget-bot.svg',
    title: 'Budget Bot',
    category: 'personal',
    description: [
      'A messaging bot that reads receipts from photos and keeps a shared household budget.',
      'OCR and categorisation on a small fine-tuned model.',
    ],
    tags: ['Python', 'FastAPI', 'Tesseract', 'SQLite'],
    links: [{ text: 'Code', href: repo('budget-bot'), icon: 'code' }],
  },
  {
    id: 'tiny-vector',
    image: 'images/projects/tiny-vector.svg',
    title: 'tiny-vector',
    category: 'personal',
    description: [
      'A dependency-free vector search library for the browser, under 4 KB gzip.',
      'Explained step by step in a video series on the channel.',
    ],
    tags: ['TypeScript', 'Algorithms', 'Open source'],
    links: [
      { text: 'Code', href: repo('tiny-vector'), icon: 'code' },
      { text: 'Video series', href: 'https://youtube.com/@rowan-adeyemi-sample', icon: 'video' },
    ],
  },
];
