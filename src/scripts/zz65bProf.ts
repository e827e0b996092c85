import fs from 'node:fs';
import { drawApplication } from '../buildtime/applications/drawApplication';
const file = '/tmp/65b-owner2/portfolio.json';
const posting = fs.readFileSync('test/fixtures/application-owner/posting.txt', 'utf8');
const app = { posting, resume: { title: 'X' }, letter: { to: ['A'], subject: 'S', greeting: 'G', body: ['B'], closing: 'C' } };
drawApplication(file, app as never);
const t = performance.now();
for (let i = 0; i < 8; i++) drawApplication(file, app as never);
console.log('mean', Math.round((performance.now() - t) / 8));
