import path from 'node:path';
import {
  checkBuildSettings,
  type BuildSettingsCheck,
} from '../../../src/buildtime/settings/buildSettings';
import { pageEmailjsSettings } from '../../../src/buildtime/settings/contactSettings';

const account = {
  EMAILJS_PUBLIC_KEY: 'key',
  EMAILJS_SERVICE_ID: 'service',
  EMAILJS_TEMPLATE_ID: 'template',
};

const settingsOf = (check: BuildSettingsCheck) => {
  if ('problems' in check) throw new Error(`unexpected problems: ${check.problems.join('; ')}`);
  return check;
};
const problemsOf = (check: BuildSettingsCheck) => ('problems' in check ? check.problems : []);

describe('build settings from the environment', () => {
  it('joins SITE_URL and BASE_PATH into the page URL', () => {
    const { settings } = settingsOf(
      checkBuildSettings(
        { ...account, SITE_URL: 'https://x.dev', BASE_PATH: '/portfolio/' },
        'production',
      ),
    );
    expect(settings.site).toEqual({ pageUrl: 'https://x.dev/portfolio/', basePath: '/portfolio/' });
  });

  it('takes the base path from a SITE_URL that has one (as GitHub Pages reports it)', () => {
    const { settings } = settingsOf(
      checkBuildSettings({ ...account, SITE_URL: 'https://x.github.io/portfolio' }, 'production'),
    );
    expect(settings.site).toEqual({
      pageUrl: 'https://x.github.io/portfolio/',
      basePath: '/portfolio/',
    });
  });

  it('refuses a SITE_URL path that disagrees with BASE_PATH, saying how to fix it', () => {
    const check = checkBuildSettings(
      { SITE_URL: 'https://x.github.io/portfolio/', BASE_PATH: '/site/' },
      'production',
    );
    expect(problemsOf(check)).toEqual([
      'SITE_URL\'s path "/portfolio/" and BASE_PATH "/site/" disagree: set BASE_PATH to ' +
        '"/portfolio/", or leave it empty and SITE_URL gives it.',
    ]);
  });

  it('asks GitHub itself unless GITHUB_API_ORIGIN names another, with the token if one is set', () => {
    expect(settingsOf(checkBuildSettings(account, 'production')).settings.github).toEqual({
      apiOrigin: 'https://api.github.com',
      token: null,
    });
    const { settings } = settingsOf(
      checkBuildSettings(
        { ...account, GITHUB_API_ORIGIN: 'http://localhost:4180', GITHUB_TOKEN: ' a-token ' },
        'production',
      ),
    );
    expect(settings.github).toEqual({ apiOrigin: 'http://localhost:4180', token: 'a-token' });
    expect(
      problemsOf(checkBuildSettings({ GITHUB_API_ORIGIN: 'api.github' }, 'production')),
    ).toEqual([
      'GITHUB_API_ORIGIN must be an http(s) URL such as https://api.github.com (it is "api.github"); ' +
        'leave it empty to ask GitHub itself.',
    ]);
  });

  it('names every wrong variable at once, with an example of a right value', () => {
    const problems = problemsOf(
      checkBuildSettings(
        { EMAILJS_ORIGIN: 'notaurl', SITE_URL: 'x.dev', BASE_PATH: 'portfolio' },
        'development',
      ),
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(
      /^EMAILJS_ORIGIN must be an http\(s\) URL such as https:\/\/api\.emailjs\.com \(it is "notaurl"\)/,
    );
    expect(problems[1]).toMatch(/^BASE_PATH must start and end with "\/", such as \/portfolio\//);
    expect(problems[2]).toMatch(/^SITE_URL must be an absolute http\(s\) URL/);
  });

  it('builds the content CONTENT_FILE names, and names the variable when there is no such file', () => {
    const fixture = 'src/content/sample.json';
    const { settings } = settingsOf(checkBuildSettings({ CONTENT_FILE: fixture }, 'development'));
    expect(settings.contentFile).toBe(path.resolve(fixture));
    expect(problemsOf(checkBuildSettings({ CONTENT_FILE: 'nowhere.json' }, 'development'))).toEqual(
      [expect.stringMatching(/^CONTENT_FILE names .*nowhere\.json, which does not exist/)],
    );
  });

  it('names every missing EmailJS setting with the other variables that are wrong', () => {
    const problems = problemsOf(
      checkBuildSettings({ EMAILJS_SERVICE_ID: 'service', BASE_PATH: 'portfolio' }, 'production'),
    );
    expect(problems).toHaveLength(3);
    expect(problems[1]).toMatch(/^EMAILJS_PUBLIC_KEY is missing/);
    expect(problems[2]).toMatch(/^EMAILJS_TEMPLATE_ID is missing/);
  });

  it('uses EmailJS itself unless EMAILJS_ORIGIN says otherwise', () => {
    const originOf = (env: NodeJS.ProcessEnv) =>
      pageEmailjsSettings(settingsOf(checkBuildSettings(env, 'production')).settings.contact)
        ?.origin;
    expect(originOf(account)).toBe('https://api.emailjs.com');
    expect(originOf({ ...account, EMAILJS_ORIGIN: 'http://localhost:4173' })).toBe(
      'http://localhost:4173',
    );
  });
});
