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

  it('reads a result cut short as none, to be made again', () => {
    kept.write('cut', 'drawn whole');
    const file = path.join(kept.directory, 'cut.json');
    const whole = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, whole.slice(0, whole.length / 2));
    expect(kept.read('cut')).toBeNull();
  });

  it('keeps the result there was when a write stops halfway (a full disk, a killed build)', () => {
    kept.write('page', 'drawn before');
    const write = fs.writeFileSync;
    const stopped = jest
      .spyOn(fs, 'writeFileSync')
      .mockImplementationOnce((file, data: string | NodeJS.ArrayBufferView) => {
        write(file, String(data).slice(0, String(data).length / 2));
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      });
    try {
      expect(() => kept.write('page', 'drawn again')).toThrow('ENOSPC');
    } finally {
      stopped.mockRestore();
    }
    expect(kept.read('page')).toBe('drawn before');
    expect(fs.readdirSync(kept.directory).filter((name) => !name.endsWith('.json'))).toEqual([]);
  });
});
