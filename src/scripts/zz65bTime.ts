import fs from 'node:fs';
import { drawApplication } from '../buildtime/applications/drawApplication';
import { readSitePages } from '../buildtime/content/sitePages';
import { applicationRoutes } from '../servers/applications/applicationRoutes';
const file = '/tmp/65b-owner2/portfolio.json';
const posting = fs.readFileSync('test/fixtures/application-owner/posting.txt', 'utf8');
const app = { posting, resume: { title: 'X' }, letter: { to: ['A'], subject: 'S', greeting: 'G', body: ['B'], closing: 'C' } };
(async () => {
  const routes = applicationRoutes(file, '/tmp/65b-owner2/applications');
  for (let i = 0; i < 5; i++) {
    let t = performance.now();
    drawApplication(file, app as never);
    const a = performance.now() - t; t = performance.now();
    drawApplication(file, { ...app, letter: undefined } as never);
    const b = performance.now() - t; t = performance.now();
    readSitePages(file);
    const c = performance.now() - t; t = performance.now();
    await routes('POST', new URL('http://x/api/application/draft?id=a'), async () => ({ ...app, resume: { title: 'Y' + i } }));
    const d = performance.now() - t;
    console.log({ withLetter: Math.round(a), resumeOnly: Math.round(b), sitePages: Math.round(c), route: Math.round(d) });
  }
})();
