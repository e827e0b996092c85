/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { CompletionItem, MarkupContent } from 'vscode-json-languageservice';
import { jsonEditor } from '../../../src/buildtime/content/jsonEditor';
import { projectPaths } from '../../../src/buildtime/settings/projectPaths';
import { analyticsProviders } from '../../../src/lib/analytics/providers';
import { resumeLayouts } from '../../../src/content/constants';
import { listSections } from '../../../src/content/declarations';

const editor = jsonEditor();
const contentFile = projectPaths.sample.content;
/** The owner's content with `|` where the cursor is, and what the editor offers there. */
async function editorAt(text: string) {
  const { completion, hover, diagnostics } = await editor(
    contentFile,
    text.replace('|', ''),
    text.indexOf('|'),
  );
  return {
    labels: (completion?.items ?? []).map(({ label }: CompletionItem) => label.replace(/"/g, '')),
    documentation: (name: string) =>
      completion?.items.find(({ label }) => label.replace(/"/g, '') === name)?.documentation,
    hover: (hover?.contents as MarkupContent | undefined)?.value ?? String(hover?.contents ?? ''),
    diagnostics: diagnostics.map(({ message }) => message),
  };
}

const owner = fs.readFileSync(contentFile, 'utf8');
const schemaLine = `"$schema": "${JSON.parse(owner).$schema}"`;

describe('editing portfolio.json in an editor that reads JSON Schema', () => {
  it('finds the schema by the owner’s $schema line, and finds nothing wrong in the content', async () => {
    expect(path.resolve(path.dirname(contentFile), JSON.parse(owner).$schema)).toBe(
      path.join(path.dirname(contentFile), 'schemas/content.json'),
    );
    expect((await editorAt(`${owner}|`)).diagnostics).toEqual([]);
  });

  it('completes a top-level field, and says what it is', async () => {
    const seen = await editorAt(`{ ${schemaLine}, "language": "en", | }`);
    expect(seen.labels).toEqual(
      expect.arrayContaining(['analytics', 'resume', 'sources', 'style']),
    );
    expect(JSON.stringify(seen.documentation('analytics'))).toMatch(
      /Plausible, Umami or GoatCounter/,
    );
  });

  it('completes an entry’s field, and its choices', async () => {
    const fields = await editorAt(`{ ${schemaLine}, "projects": [{ | }] }`);
    expect(fields.labels).toEqual(
      expect.arrayContaining(Object.keys(listSections.projects.fields)),
    );
    const layouts = await editorAt(`{ ${schemaLine}, "resume": { "layout": | } }`);
    expect(layouts.labels).toEqual(expect.arrayContaining([...resumeLayouts]));
    const providers = await editorAt(`{ ${schemaLine}, "analytics": { "provider": | } }`);
    expect(providers.labels).toEqual(expect.arrayContaining(Object.keys(analyticsProviders)));
  });

  it('describes a field on hover', async () => {
    const seen = await editorAt(`{ ${schemaLine}, "projects": [{ "cate|gory": "personal" }] }`);
    expect(seen.hover).toMatch(/filter tab/);
  });

  it('underlines a misspelt field at once', async () => {
    const seen = await editorAt(`{ ${schemaLine}, "styel": {} | }`);
    expect(seen.diagnostics).toEqual(
      expect.arrayContaining([expect.stringMatching(/styel.*not allowed|not allowed.*styel/i)]),
    );
  });
});
