import { reportBuildSettings } from '../../../src/buildtime/settings/buildReport';
import type { BuildSettings } from '../../../src/buildtime/settings/buildSettings';
import { mailtoContactNotice } from '../../../src/buildtime/settings/contactSettings';

const mailtoBuild = {
  contentFile: 'portfolio.json',
  contact: { reachedBy: 'mailto' },
  site: { pageUrl: null, basePath: '/' },
  github: { apiOrigin: 'https://api.github.com', token: null },
} satisfies BuildSettings;

describe('the build report of a mailto: contact', () => {
  const printed = () => jest.mocked(console.log).mock.calls.map(([line]) => String(line));
  beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('says so at the terminal', () => {
    reportBuildSettings(mailtoBuild, [], 'ada@example.org', {});
    expect(printed()).toEqual([`\nContact: ${mailtoContactNotice('ada@example.org')}\n`]);
  });

  it("says so as a warning annotation in GitHub Actions, which shows on the run's page", () => {
    reportBuildSettings(mailtoBuild, [], 'ada@example.org', { GITHUB_ACTIONS: 'true' });
    expect(printed()).toEqual([
      `::warning title=Contact::${mailtoContactNotice('ada@example.org')}`,
    ]);
  });
});
