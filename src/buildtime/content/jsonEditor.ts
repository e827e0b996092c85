import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getLanguageService, TextDocument } from 'vscode-json-languageservice';

/**
 * VS Code's own JSON service, reading a file's schema from its `$schema` line as the editor does:
 * what an owner's editor offers at a place in a content file (the tests, the README's picture).
 */
export function jsonEditor() {
  const service = getLanguageService({
    schemaRequestService: async (uri) => fs.readFileSync(fileURLToPath(uri), 'utf8'),
    workspaceContext: {
      resolveRelativePath: (relative, resource) => new URL(relative, resource).href,
    },
  });
  service.configure({ validate: true, allowComments: false });
  /** The file at `file` holding `text`, with the cursor at `offset`. */
  return async (file: string, text: string, offset: number) => {
    const document = TextDocument.create(pathToFileURL(file).href, 'json', 1, text);
    const json = service.parseJSONDocument(document);
    const position = document.positionAt(offset);
    return {
      completion: await service.doComplete(document, position, json),
      hover: await service.doHover(document, position, json),
      diagnostics: await service.doValidation(document, json),
    };
  };
}
