/**
 * `npm run content:schema`: writes the JSON Schemas of portfolio.json and its translations
 * beside them (src/buildtime/content/jsonSchema.ts), after a change to what the content may hold.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from '../buildtime/atomicFiles';
import {
  jsonSchemaPath,
  jsonSchemaText,
  jsonSchemas,
  type EditedFile,
} from '../buildtime/content/jsonSchema';

for (const kind of Object.keys(jsonSchemas) as EditedFile[]) {
  fs.mkdirSync(path.dirname(jsonSchemaPath(kind)), { recursive: true });
  writeFileAtomically(jsonSchemaPath(kind), jsonSchemaText(kind));
  console.log(`Wrote ${path.relative(process.cwd(), jsonSchemaPath(kind))}`);
}
