import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildResumePdf } from '../../src/buildtime/resumePdf';
import * as content from '../../src/content';

const committedResume = path.resolve(__dirname, '../../public', content.profile.resumePath);

/** Every piece of text a PDF shows: its content streams inflated, hex strings decoded. */
function shownText(pdf: Buffer): string {
  const streams = pdf
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

describe('resume PDF', () => {
  it('is up to date with src/content (run `npm run resume` after editing the content)', async () => {
    const fromContent = Buffer.from(await buildResumePdf(content));
    expect(fs.readFileSync(committedResume).equals(fromContent)).toBe(true);
  });

  it('shows the name, the title and every experience entry', () => {
    const text = shownText(fs.readFileSync(committedResume));
    expect(text).toContain(content.profile.name);
    expect(text).toContain(content.profile.title);
    for (const entry of content.experience) expect(text).toContain(entry.title);
  });
});
