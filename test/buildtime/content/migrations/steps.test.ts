/** @jest-environment node */
import { currentFormat, migrations } from '../../../../src/buildtime/content/migrations';
import { format1to2 } from '../../../../src/buildtime/content/migrations/format1to2';
import { format2to3 } from '../../../../src/buildtime/content/migrations/format2to3';
import { formatOf } from '../../../../src/buildtime/content/migrations/formatOf';
import { readFreeTextSpan } from '../../../../src/buildtime/content/migrations/freeTextDates';
import {
  describeChange,
  type Migration,
} from '../../../../src/buildtime/content/migrations/migration';

const linesOf = (step: Migration, content: Parameters<Migration['migrate']>[0]) => {
  const { content: migrated, changes } = step.migrate(content);
  return { migrated, lines: changes.map((change) => describeChange(change, step.from)) };
};

describe('the migrations', () => {
  it('go one format at a time, in order, up to the current one', () => {
    expect(migrations.map((step) => step.from)).toEqual(
      Array.from({ length: currentFormat - 1 }, (_, index) => index + 1),
    );
  });
});

describe('format 1 → 2', () => {
  const profile = { name: 'Ada' };

  it('adds the language, and reads free-text dates as ISO dates in place', () => {
    const { migrated, lines } = linesOf(format1to2, {
      profile,
      experience: [{ id: 'acme', date: 'Mar 2021 – Present', bullets: [] }],
      awards: [{ id: 'prize', date: 'May 2020' }],
      education: [{ id: 'uni', duration: '2015 – 2019', units: [] }],
    });
    expect(migrated).toEqual({
      language: 'en',
      profile,
      experience: [{ id: 'acme', start: '2021-03', bullets: [] }],
      awards: [{ id: 'prize', date: '2020-05' }],
      education: [{ id: 'uni', start: '2015', end: '2019', units: [] }],
    });
    expect(lines).toEqual([
      expect.stringMatching(/^language "en" added \(format 1 → 2\)/),
      expect.stringMatching(
        /^experience\[0\]\.date "Mar 2021 – Present" → experience\[0\]\.start "2021-03" \(format 1 → 2\)$/,
      ),
      expect.stringMatching(
        /^awards\[0\]\.date "May 2020" → awards\[0\]\.date "2020-05" \(format 1 → 2\)$/,
      ),
      expect.stringMatching(
        /^education\[0\]\.duration "2015 – 2019" → education\[0\]\.start "2015", education\[0\]\.end "2019" \(format 1 → 2\)$/,
      ),
    ]);
  });

  it('names a date it cannot read, with its value, and leaves it out', () => {
    const { migrated, lines } = linesOf(format1to2, {
      language: 'en',
      experience: [{ id: 'acme', date: 'the summer of ’19' }],
    });
    expect(migrated).toEqual({ language: 'en', experience: [{ id: 'acme' }] });
    expect(lines).toEqual([
      expect.stringMatching(
        /^experience\[0\]\.date "the summer of ’19" → nowhere \(format 1 → 2\): .*experience\[0\]\.start/,
      ),
    ]);
  });

  it.each([
    ['Jan 2025 – Present', { start: '2025-01' }],
    ['Jul 2024 – Dec 2024', { start: '2024-07', end: '2024-12' }],
    ['Jan – Jun 2024', { start: '2024-01', end: '2024-06' }],
    ['Sept. 2023 to now', { start: '2023-09' }],
    ['2020-2024', { start: '2020', end: '2024' }],
    ['April 2024', { start: '2024-04', end: '2024-04' }],
    ['2023-04-29', { start: '2023-04-29', end: '2023-04-29' }],
    ['Spring 2024', undefined],
    ['2019 – 2020 – 2021', undefined],
  ])('reads "%s" as %j', (text, span) => {
    expect(readFreeTextSpan(text)).toEqual(span);
  });
});

describe('format 2 → 3', () => {
  it('puts the profile’s links into profiles, slots first, then the others, where they were', () => {
    const link = (label: string) => ({ label, href: `https://${label.toLowerCase()}.com/ada` });
    const { migrated, lines } = linesOf(format2to3, {
      language: 'en',
      profile: {
        name: 'Ada',
        videoChannel: link('YouTube'),
        codeHosting: link('GitHub'),
        otherProfiles: [link('Mastodon')],
        email: 'ada@example.com',
      },
    });
    const profile = (network: string) => ({
      network,
      url: `https://${network.toLowerCase()}.com/ada`,
    });
    expect(migrated).toEqual({
      language: 'en',
      profile: {
        name: 'Ada',
        profiles: [profile('GitHub'), profile('YouTube'), profile('Mastodon')],
        email: 'ada@example.com',
      },
    });
    expect(Object.keys(migrated.profile as object)).toEqual(['name', 'profiles', 'email']);
    expect(lines).toEqual([
      expect.stringMatching(/^profile\.codeHosting → profile\.profiles\[0\] \(format 2 → 3\)/),
      expect.stringMatching(/^profile\.videoChannel → profile\.profiles\[1\] \(format 2 → 3\)/),
      expect.stringMatching(
        /^profile\.otherProfiles\[0\] → profile\.profiles\[2\] \(format 2 → 3\)/,
      ),
    ]);
  });

  it('changes nothing in a profile without those links', () => {
    const content = { language: 'en', profile: { name: 'Ada', profiles: [] } };
    expect(format2to3.migrate(content)).toEqual({ content, changes: [] });
  });
});

describe('the format of content that does not say it', () => {
  it.each([
    ['without a language', 1, { profile: {} }],
    ['with format 2’s links', 2, { language: 'en', profile: { codeHosting: {} } }],
    ['with neither', 3, { language: 'en', profile: { profiles: [] } }],
  ])('%s is format %d', (_, format, content) => {
    expect(formatOf(content, currentFormat)).toEqual({ format, said: false });
  });

  it('is what it says, if this template reads it', () => {
    expect(formatOf({ format: 2 }, 3)).toEqual({ format: 2, said: true });
    expect(formatOf({ format: 4 }, 3)).toEqual({
      problem: expect.stringContaining('npm run upgrade'),
    });
    expect(formatOf({ format: 'two' }, 3)).toEqual({ problem: expect.stringMatching(/^format:/) });
  });
});
