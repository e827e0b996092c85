/** @jest-environment node */
import { findImportCycles } from '../../../src/buildtime/checks/importCycles';
import { writeFileTree } from '../../support/fileTree';

const sourceTree = (files: Record<string, string>) => writeFileTree(files, 'import-cycles-');

describe('finding import cycles', () => {
  it('finds a cycle made of type-only imports', () => {
    const dir = sourceTree({
      'content/types.ts': "import type { Schema } from './schema';\nexport type T = Schema;",
      'content/schema.ts': "import type { T } from './types';\nexport type Schema = { t?: T };",
    });
    expect(findImportCycles(dir)).toEqual([
      ['content/schema.ts', 'content/types.ts', 'content/schema.ts'],
    ]);
  });

  it('follows .tsx files and folders with an index, and ignores packages and stylesheets', () => {
    const dir = sourceTree({
      'a.tsx': "import React from 'react';\nimport './a.scss';\nimport { b } from './lib';",
      'lib/index.ts': "import { a } from '../a';\nexport const b = a;",
      'c.ts': "import { b } from './lib';",
    });
    expect(findImportCycles(dir)).toEqual([['a.tsx', 'lib/index.ts', 'a.tsx']]);
  });

  it('finds none where imports flow one way', () => {
    const dir = sourceTree({
      'a.ts': "import type { B } from './b';\nexport type A = B;",
      'b.ts': 'export type B = string;',
    });
    expect(findImportCycles(dir)).toEqual([]);
  });
});
