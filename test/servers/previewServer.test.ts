/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pageDocument } from '../../src/buildtime/pages/document';
import { content } from '../../src/content';
import { defaultPalette } from '../../styles/palette';
import { projectPaths } from '../../src/buildtime/settings/projectPaths';
import {
  builtBasePath,
  describeContactDestination,
  startPreviewServer,
} from '../../src/servers/previewServer';

const builtPage = (
  contactFormSendsTo: string | null,
  analyticsSendsTo: string | null = null,
  pageUrl: string | null = null,
) =>
  pageDocument({
    content,
    address: { siteUrl: pageUrl, pageUrl },
    scripts: ['assets/main.js'],
    stylesheets: [],
    production: true,
    faviconSvg: '<svg/>',
    palette: defaultPalette,
    prerendered: '<h1>Page</h1>',
    scriptData: null,
    contactFormSendsTo,
    analyticsSendsTo,
  }).html;

describe('what the preview server says about the contact form of the build it serves', () => {
  const ownOrigin = 'http://localhost:4173';

  it('names the stand-in when the build sends to this server', () => {
    expect(describeContactDestination(builtPage(ownOrigin), ownOrigin)).toMatch(
      /^This build sends to the EmailJS stand-in of this server/,
    );
  });

  it('warns that messages are real when the build sends to EmailJS', () => {
    expect(describeContactDestination(builtPage('https://api.emailjs.com'), ownOrigin)).toBe(
      'This build sends real messages through https://api.emailjs.com.',
    );
  });

  it('says a build without EmailJS settings has a mailto: link', () => {
    expect(describeContactDestination(builtPage(null), ownOrigin)).toMatch(/mailto: link/);
  });

  it('never takes the origin analytics send to for the contact form’s', () => {
    const analytics = 'https://plausible.io';
    expect(describeContactDestination(builtPage(null, analytics), ownOrigin, analytics)).toMatch(
      /mailto: link/,
    );
    expect(
      describeContactDestination(
        builtPage('https://api.emailjs.com', analytics),
        ownOrigin,
        analytics,
      ),
    ).toBe('This build sends real messages through https://api.emailjs.com.');
  });
});

describe('the base path the preview serves a build at', () => {
  it('is the path of the page URL the build was made for (SITE_URL), else none', () => {
    expect(builtBasePath(builtPage(null, null, 'https://you.github.io/portfolio/'))).toBe(
      '/portfolio/',
    );
    expect(builtBasePath(builtPage(null))).toBeNull();
  });

  it('serves a build made for a sub-path there, whatever the environment says, and prints the address', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
    const page = builtPage(null, null, 'https://you.github.io/portfolio/');
    fs.writeFileSync(path.join(root, 'index.html'), page);
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const server = startPreviewServer({ root, basePath: '/', port: 0 });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
      const atPath = await fetch(`${origin}/portfolio/`);
      expect(atPath.status).toBe(200);
      expect(await atPath.text()).toBe(page);
      const atRoot = await fetch(`${origin}/`, { redirect: 'manual' });
      expect(atRoot.headers.get('location')).toBe('/portfolio/');
      expect(log.mock.calls.map(([line]) => String(line))).toContain(
        `Serving ${path.relative(process.cwd(), root)}/ at ${origin}/portfolio/`,
      );
    } finally {
      server.close();
      log.mockRestore();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the preview server, asked what it cannot serve', () => {
  it('answers a malformed address 400 and a file it fails to read 500, and serves on', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
    const page = builtPage(null);
    fs.writeFileSync(path.join(root, 'index.html'), page);
    // A link to itself: reading it fails, as a file the server may not read does.
    fs.symlinkSync('loop', path.join(root, 'loop'));
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const server = startPreviewServer({ root, basePath: '/', port: 0 });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
      const malformed = await fetch(`${origin}/%E0`);
      expect(malformed.status).toBe(400);
      expect(await malformed.text()).toMatch('/%E0');
      expect((await fetch(`${origin}/loop`)).status).toBe(500);
      expect(error).toHaveBeenCalledWith(
        'GET /loop failed:',
        expect.objectContaining({ code: 'ELOOP' }),
      );
      expect(await (await fetch(`${origin}/`)).text()).toBe(page);
    } finally {
      server.close();
      log.mockRestore();
      error.mockRestore();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('stops in one line naming a port in use and how to choose another', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
    fs.writeFileSync(path.join(root, 'index.html'), builtPage(null));
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      const run = spawnSync(
        process.execPath,
        ['--require', './src/scripts/runTypeScript.cjs', 'src/scripts/preview.ts', root],
        { cwd: projectPaths.root, encoding: 'utf8', env: { ...process.env, PORT: String(port) } },
      );
      expect(run.status).toBe(1);
      const lines = run.stderr.split('\n').filter((line) => line.trim() !== '');
      expect(lines).toEqual([
        'The preview did not start:',
        expect.stringMatching(
          new RegExp(`port ${port} is in use.*PORT=${port + 1} npm run preview`),
        ),
      ]);
    } finally {
      taken.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 30_000);
});
