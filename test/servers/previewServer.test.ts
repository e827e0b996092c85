/** @jest-environment node */
import { pageDocument } from '../../src/buildtime/pages/document';
import { content } from '../../src/content';
import { defaultPalette } from '../../styles/palette';
import { describeContactDestination } from '../../src/servers/previewServer';

const builtPage = (contactFormSendsTo: string | null, analyticsSendsTo: string | null = null) =>
  pageDocument({
    content,
    address: { siteUrl: null, pageUrl: null },
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
