/** @jest-environment node */
import zlib from 'node:zlib';
import { buildResumePdf } from '../../src/buildtime/resumePdf';
import { resolveContent } from '../../src/content/resolve';
import type { OwnerContent } from '../../src/content/schema';
import samplePortfolio from '../fixtures/sample-portfolio.json';

/** Every piece of text a PDF shows: its content streams inflated, hex strings decoded. */
function shownText(pdf: Uint8Array): string {
  const streams = Buffer.from(pdf)
    .toString('latin1')
    .split(/stream\r?\n/)
    .slice(1);
  return streams
    .map((stream) => {
      try {
        return zlib.inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('\n')
    .replace(/<([0-9A-Fa-f]+)>/g, (_hex, digits: string) =>
      Buffer.from(digits, 'hex').toString('latin1'),
    );
}

const sample = resolveContent(samplePortfolio as OwnerContent);

describe('resume PDF', () => {
  it('shows the name, the title and every experience entry', async () => {
    const text = shownText(await buildResumePdf(sample));
    expect(text).toContain(sample.profile.name);
    expect(text).toContain(sample.profile.title);
    for (const entry of sample.experience) expect(text).toContain(entry.title);
  });

  it('is the same file for the same content', async () => {
    expect(Buffer.from(await buildResumePdf(sample))).toEqual(
      Buffer.from(await buildResumePdf(sample)),
    );
  });

  it('leaves out empty sections and shows names its fonts lack, accents dropped', async () => {
    const owner = {
      ...sample,
      profile: { ...sample.profile, name: 'Chloé Nguyễn Łapa', codeHosting: undefined },
      awards: [],
    };
    const text = shownText(await buildResumePdf(owner));
    expect(text).toContain('Chloé Nguyen ?apa');
    expect(text).not.toContain('AWARDS');
    expect(text).toContain('EXPERIENCE');
  });
});
