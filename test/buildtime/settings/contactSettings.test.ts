import {
  contactSettingsOf,
  mailtoContactNotice,
  requiredEmailjsVariables,
} from '../../../src/buildtime/settings/contactSettings';
import type { BuildMode } from '../../../src/buildtime/settings/buildMode';

const account = {
  EMAILJS_PUBLIC_KEY: 'key',
  EMAILJS_SERVICE_ID: 'service',
  EMAILJS_TEMPLATE_ID: 'template',
};

describe('how a build\'s "Get in Touch" reaches the owner', () => {
  it.each<BuildMode>(['production', 'development'])(
    'with all three EmailJS settings: the form sends through EmailJS (%s)',
    (mode) => {
      expect(contactSettingsOf(account, mode)).toEqual({
        reachedBy: 'form',
        emailjs: {
          publicKey: 'key',
          serviceId: 'service',
          templateId: 'template',
          origin: 'https://api.emailjs.com',
        },
        usesLocalStandIn: false,
      });
    },
  );

  it('with none in production: a mailto: link, whatever EMAILJS_ORIGIN says', () => {
    expect(contactSettingsOf({}, 'production')).toEqual({ reachedBy: 'mailto' });
    expect(
      contactSettingsOf(
        { EMAILJS_ORIGIN: 'https://x.test', EMAILJS_PUBLIC_KEY: ' ' },
        'production',
      ),
    ).toEqual({ reachedBy: 'mailto' });
  });

  it("with none in `npm start`: the form sends to the dev server's stand-in", () => {
    expect(contactSettingsOf({}, 'development')).toMatchObject({
      reachedBy: 'form',
      emailjs: { origin: '' },
      usesLocalStandIn: true,
    });
  });

  it.each<BuildMode>(['production', 'development'])(
    'with some but not all: one problem per missing setting, naming it (%s)',
    (mode) => {
      const check = contactSettingsOf({ EMAILJS_SERVICE_ID: 'service' }, mode);
      const problems = 'problems' in check ? check.problems : [];
      expect(problems).toEqual([
        expect.stringMatching(
          /^EMAILJS_PUBLIC_KEY is missing while EMAILJS_SERVICE_ID is set: set it too/,
        ),
        expect.stringMatching(
          /^EMAILJS_TEMPLATE_ID is missing while EMAILJS_SERVICE_ID is set: set it too/,
        ),
      ]);
      const [problem] = 'problems' in check ? check.problems : [];
      expect(problem).toMatch(/or none of the three for a mailto: link/);
    },
  );

  it('tells the owner where mail goes, and names the three settings and where GitHub keeps them', () => {
    const notice = mailtoContactNotice('ada@example.org');
    expect(notice).toContain('mailto: link to ada@example.org');
    for (const variable of requiredEmailjsVariables) expect(notice).toContain(variable);
    expect(notice).toContain('Settings → Secrets and variables → Actions → Variables');
    expect(notice).not.toContain('\n');
  });
});
