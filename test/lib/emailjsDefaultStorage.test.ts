/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { emailjsDefaultStorageModule } from '../../src/lib/emailjs/settings';

const libraryDir = path.dirname(require.resolve('@emailjs/browser/package.json'));

const libraryFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));

describe("@emailjs/browser's default storage, which the build replaces", () => {
  it.each(['es', 'cjs'])(
    'is still the one module of its %s build that reads localStorage as the library loads',
    (build) => {
      const readers = libraryFiles(path.join(libraryDir, build)).filter((file) =>
        fs.readFileSync(file, 'utf8').includes('localStorage'),
      );
      expect(readers).toHaveLength(1);
      expect(readers[0]).toMatch(emailjsDefaultStorageModule.request);
    },
  );

  it('has a replacement with the same exports, none of which reads storage', async () => {
    const [original] = libraryFiles(path.join(libraryDir, 'cjs')).filter((file) =>
      emailjsDefaultStorageModule.request.test(file),
    );
    const replacement = (await import(
      path.resolve(__dirname, '../..', emailjsDefaultStorageModule.replacement)
    )) as { createWebStorage: () => unknown };
    expect(Object.keys(replacement)).toEqual(
      Object.keys(jest.requireActual<object>(original!)).filter((name) => name !== '__esModule'),
    );
    expect(replacement.createWebStorage()).toBeUndefined();
  });
});
