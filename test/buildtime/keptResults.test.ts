/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KeptResults } from '../../src/buildtime/keptResults';

describe('results kept between builds', () => {
  const kept = new KeptResults(`kept-results-test-${process.pid}`, 2);
  const sources = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-sources-'));
  const source = path.join(sources, 'drawing.ts');

  afterAll(() => {
    kept.forget();
    fs.rmSync(sources, { recursive: true, force: true });
  });

  it('gives back a result while every source file that made it is as it was', () => {
    fs.writeFileSync(source, 'export const radius = 4;');
    kept.write('page', 'drawn with radius 4', [source]);
    expect(kept.read('page')).toBe('drawn with radius 4');
    expect(kept.read('another page')).toBeNull();

    fs.writeFileSync(source, 'export const radius = 8;');
    expect(kept.read('page')).toBeNull();
    fs.rmSync(source);
    expect(kept.read('page')).toBeNull();
  });

  it('keeps the newest results only', () => {
    for (const key of ['first', 'second', 'third']) kept.write(key, key);
    expect(['first', 'second', 'third'].map((key) => kept.read(key))).toEqual([
      null,
      'second',
      'third',
    ]);
  });
});
