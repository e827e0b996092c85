/** @jest-environment node */
import { sourcesOffer } from '../../../src/buildtime/sources/sourcesOffer';
import { ownerFixture } from '../../support/checkedContent';
import samplePortfolio from '../../../src/content/sample.json';

const withProfiles = (profiles: { network?: string; url: string }[], extra = {}) =>
  ownerFixture({ ...samplePortfolio, profile: { ...samplePortfolio.profile, profiles }, ...extra });

describe('the import’s offer of sources', () => {
  it('names the GitHub user of the owner’s profile, in the line to add', () => {
    const owner = withProfiles([
      { network: 'LinkedIn', url: 'https://www.linkedin.com/in/someone-of-this-test' },
      { network: 'GitHub', url: 'https://github.com/user-of-this-test/' },
    ]);
    const offer = sourcesOffer(owner)!;
    const added = /"sources": (\{.*?\})/.exec(offer)![1]!;
    expect(ownerFixture({ ...samplePortfolio, sources: JSON.parse(added) }).sources).toEqual({
      github: 'user-of-this-test',
    });
  });

  it('offers nothing when the content names sources, or links no GitHub user', () => {
    const github = [{ url: 'https://github.com/user-of-this-test' }];
    expect(
      sourcesOffer(withProfiles(github, { sources: { feeds: ['https://blog.example/rss'] } })),
    ).toBeNull();
    expect(sourcesOffer(withProfiles([{ url: 'https://github.com/org/a-repository' }]))).toBeNull();
    expect(
      sourcesOffer(withProfiles([{ url: 'https://gitlab.com/user-of-this-test' }])),
    ).toBeNull();
  });
});
