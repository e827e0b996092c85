/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFileAtomically } from '../../src/buildtime/atomicFiles';

describe('a file replaced in one step', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-'));
  const file = path.join(folder, 'portfolio.json');
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('is made, or replaced keeping its mode, with nothing left beside it', () => {
    writeFileAtomically(file, '{ "first": true }\n');
    fs.chmodSync(file, 0o640);
    writeFileAtomically(file, Buffer.from('{ "second": true }\n'));
    expect(fs.readFileSync(file, 'utf8')).toBe('{ "second": true }\n');
    expect(fs.statSync(file).mode & 0o777).toBe(0o640);
    expect(fs.readdirSync(folder)).toEqual(['portfolio.json']);
  });

  it('is whole as it was when its write stops halfway, and no part of the new one stays', () => {
    fs.writeFileSync(file, '{ "kept": "whole" }\n');
    const write = fs.writeFileSync;
    const stopped = jest
      .spyOn(fs, 'writeFileSync')
      .mockImplementationOnce((target, data: string | NodeJS.ArrayBufferView) => {
        write(target, String(data).slice(0, 4));
        throw new Error('ENOSPC: no space left on device');
      });
    try {
      expect(() => writeFileAtomically(file, '{ "new": "text" }\n')).toThrow('ENOSPC');
    } finally {
      stopped.mockRestore();
    }
    expect(fs.readFileSync(file, 'utf8')).toBe('{ "kept": "whole" }\n');
    expect(fs.readdirSync(folder)).toEqual(['portfolio.json']);
  });
});
