/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import fc from 'fast-check';
import { z } from 'zod';
import {
  jsonSchemaPath,
  jsonSchemaText,
  jsonSchemas,
  type EditedFile,
} from '../../../src/buildtime/content/jsonSchema';
import { findContentProblems, findSchemaProblems } from '../../../src/buildtime/content/schema';
import { translationSchema } from '../../../src/buildtime/content/translationFile';
import { translationFiles } from '../../../src/buildtime/content/translations';
import { projectPaths } from '../../../src/buildtime/settings/projectPaths';
import { importedContent } from '../../support/checkedContent';
import samplePortfolio from '../../../src/content/sample.json';
import type { Json } from '../../../src/lib/json';
import { checkedByCodeCases } from '../../support/checkedByCode';

const kinds = Object.keys(jsonSchemas) as EditedFile[];
const committed = (kind: EditedFile) => JSON.parse(fs.readFileSync(jsonSchemaPath(kind), 'utf8'));

/** A JSON Schema validator as editors use one, with the build's own idea of an email. */
function validatorOf(kind: EditedFile) {
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addFormat('email', z.regexes.email);
  return ajv.compile(committed(kind));
}
const contentValid = validatorOf('content');

const fixtures = path.join(__dirname, '../../fixtures');
/** Every content and translation file of the sample, the suite's owners, and the owner's own. */
const contentFiles = [
  projectPaths.sample.content,
  ...(fs.existsSync(projectPaths.owner.content)
    ? [
        projectPaths.owner.content,
        ...translationFiles(projectPaths.owner.content).map(({ file }) => file),
      ]
    : []),
  ...fs
    .readdirSync(fixtures, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)portfolio(\.[\w-]+)?\.json$/.test(file))
    // Not the older formats the migrations' tests keep.
    .filter((file) => !file.startsWith('formats/'))
    .map((file) => path.join(fixtures, file)),
];
const examplesDir = path.dirname(
  require.resolve('@jsonresume/schema/examples/new-grad.resume.json'),
);

describe('the JSON Schemas an editor reads', () => {
  it.each(kinds)('the committed %s schema is the one the build’s schema makes', (kind) => {
    expect({ kind, text: fs.readFileSync(jsonSchemaPath(kind), 'utf8') }).toEqual({
      kind,
      text: jsonSchemaText(kind), // stale: run npm run content:schema
    });
  });

  it.each(kinds)('the %s schema describes every field, and allows no other', (kind) => {
    const undescribed: string[] = [];
    const visit = (node: Record<string, unknown>, at: string) => {
      const properties = node.properties as Record<string, Record<string, unknown>> | undefined;
      if (properties) {
        if (kind === 'content' || at === '') expect(node.additionalProperties).toBe(false);
        for (const [name, property] of Object.entries(properties)) {
          if (!property.description) undescribed.push(`${at}${name}`);
          visit(property, `${at}${name}.`);
        }
      }
      const items = node.items as Record<string, unknown> | undefined;
      if (items) visit(items, at);
    };
    visit(committed(kind), '');
    expect(undescribed).toEqual([]);
  });

  it('takes every content of the suite’s owners, and each example résumé imported', () => {
    const files = contentFiles.map((file) => ({
      file: path.relative(process.cwd(), file),
      valid: /portfolio\.[\w-]+\.json$/.test(file)
        ? validatorOf('translation')(JSON.parse(fs.readFileSync(file, 'utf8')))
        : contentValid(JSON.parse(fs.readFileSync(file, 'utf8'))),
    }));
    expect(files.length).toBeGreaterThan(4);
    expect(files).toEqual(files.map(({ file }) => ({ file, valid: true })));
    for (const name of fs.readdirSync(examplesDir)) {
      const content = importedContent(
        JSON.parse(fs.readFileSync(path.join(examplesDir, name), 'utf8')),
      );
      expect({ name, valid: contentValid(content), errors: contentValid.errors }).toEqual({
        name,
        valid: true,
        errors: null,
      });
    }
  });
});

/** Every path to a value in a JSON document, with the value. */
function pathsOf(value: Json, at: (string | number)[] = []): [(string | number)[], Json][] {
  const here: [(string | number)[], Json][] = [[at, value]];
  if (Array.isArray(value))
    return [...here, ...value.flatMap((item, i) => pathsOf(item, [...at, i]))];
  if (value && typeof value === 'object')
    return [
      ...here,
      ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...at, key])),
    ];
  return here;
}

/** The kinds of mistake an owner makes by hand: each a change at one place of the content. */
const mistakes = {
  'a wrong type': (value: Json): Json =>
    typeof value === 'string'
      ? 42
      : typeof value === 'number'
        ? 'many'
        : typeof value === 'boolean'
          ? 'yes'
          : 'text',
  'a list where one value goes, or one value where a list goes': (value: Json): Json =>
    Array.isArray(value) ? (value[0] ?? 'item') : [value],
  'a value outside a choice': (value: Json): Json =>
    typeof value === 'string' ? `${value}-ish` : value,
};

function changedAt(
  content: Json,
  at: (string | number)[],
  change: (value: Json) => Json | undefined,
): Json {
  const copy = structuredClone(content) as Record<string | number, Json>;
  let parent: Record<string | number, Json> = copy;
  for (const step of at.slice(0, -1)) parent = parent[step] as Record<string | number, Json>;
  const last = at.at(-1)!;
  const changed = change(parent[last]!);
  if (changed === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = changed;
  return copy;
}

describe('the schema and the build agree on every content', () => {
  it.each(checkedByCodeCases)(
    '$field: takes $value or refuses it, as the build does',
    ({ at, value, taken }) => {
      const content = structuredClone(samplePortfolio) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      const parent = at.slice(0, -1).reduce((object, step) => (object[step] ??= {}), content);
      parent[at.at(-1)!] = value;
      expect({ value, taken: contentValid(content) }).toEqual({ value, taken });
    },
  );

  const sample = samplePortfolio as unknown as Json;
  // Not ids (entries that then share one are the build's own check), nor words (any key).
  const places = pathsOf(sample).filter(
    ([at]) => at.length > 0 && !at.includes('id') && at[0] !== 'words' && at[0] !== '$schema',
  );
  const place = fc.constantFrom(...places.map(([at]) => at));
  const fieldNames = [
    ...new Set(places.map(([at]) => at.at(-1)).filter((key) => typeof key === 'string')),
  ] as string[];

  const agrees = (content: Json) => {
    const buildAccepts = findContentProblems(content).length === 0;
    return contentValid(content) === buildAccepts;
  };

  it.each(Object.entries(mistakes))('with %s', (_, mistake) => {
    fc.assert(
      fc.property(place, (at) => agrees(changedAt(sample, at, mistake))),
      { numRuns: 300 },
    );
  });

  it('with a field left out, or one added that no section has (a typo)', () => {
    fc.assert(
      fc.property(place, fc.constantFrom(...fieldNames), fc.boolean(), (at, name, leaveOut) => {
        const changed = leaveOut
          ? changedAt(sample, at, () => undefined)
          : changedAt(sample, at, (value) =>
              value && typeof value === 'object' && !Array.isArray(value)
                ? { ...value, [`${name}x`]: 'typo' }
                : value,
            );
        return agrees(changed);
      }),
      { numRuns: 300 },
    );
  });

  it('on a translation, too', () => {
    const translation = JSON.parse(
      fs.readFileSync(path.join(fixtures, 'sources-owner/portfolio.uk.json'), 'utf8'),
    ) as Json;
    const translationValid = validatorOf('translation');
    const translationPlaces = pathsOf(translation).filter(
      ([at]) => at.length > 0 && at[0] !== '$schema',
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...translationPlaces.map(([at]) => at)),
        fc.constantFrom(...Object.values(mistakes)),
        (at, mistake) => {
          const changed = changedAt(translation, at, mistake);
          return (
            translationValid(changed) ===
            (findSchemaProblems(translationSchema, changed).length === 0)
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
