/**
 * `npm run content:check`: what of the site is still the template's or drawn by the import, one
 * line each (src/buildtime/content/placeholders.ts). Nothing in it is an error: it ends with 0.
 */
import { readCommandArguments } from '../buildtime/settings/commandArguments';
import { contentFileOf, readEnvironment } from '../buildtime/settings/buildSettings';
import { contactSettingsOf } from '../buildtime/settings/contactSettings';
import { placeholdersLeft, placeholdersCount } from '../buildtime/content/placeholders';

readCommandArguments({ usage: 'npm run content:check' });
const env = readEnvironment();
const lines = placeholdersLeft({
  contentFile: contentFileOf(env),
  contact: contactSettingsOf(env, 'production'),
});
console.log(`${placeholdersCount(lines)}${lines.length > 0 ? ':' : '.'}`);
for (const line of lines) console.log(`  - ${line}`);
