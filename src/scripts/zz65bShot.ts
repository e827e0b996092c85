import { launchChromium } from '../chromium/launch';
import fs from 'node:fs';
(async () => {
  const [address, width, out, dir] = process.argv.slice(2);
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  page.on('console', (m) => console.log('console:', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.goto(address!.replace('/?', '/?view=applications&'));
  await page.getByLabel('Paste the job posting').fill(fs.readFileSync(process.env.POSTING ?? '/tmp/65b-posting.txt', 'utf8'));
  await page.getByRole('button', { name: 'Start the application' }).click();
  await page.waitForSelector('.pdf canvas', { timeout: 30000 });
  await page.waitForTimeout(1500);
  const title = page.getByRole('group', { name: 'Resume', exact: true }).getByLabel('Title', { exact: true });
  for (const t of ['Alpha', 'Beta', 'Gamma']) { await title.fill(t); await page.waitForTimeout(2500); }
  await page.screenshot({ path: out!, fullPage: false });
  if (dir) { await page.locator('#drawn').screenshot({ path: dir }); }
  await browser.close();
})();
