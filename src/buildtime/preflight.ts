import path from 'node:path';
import {
  checkBuildSettings,
  readEnvironment,
  reportBuildSettings,
  stopBuild,
  type BuildMode,
  type BuildSettings,
} from './buildSettings';
import { readOwnerContent, type CheckedContent } from './contentCheck';
import { drawnTexts } from './drawnTexts';
import { readTranslations, type CheckedTranslation } from './translations';
import { chooseFonts, type InstalledFont } from './typeset/fonts';

/**
 * What runs before webpack compiles anything: every variable, then the content, is checked. A
 * problem stops the build with one message naming the variable or the entry and field.
 */
export function preflight(mode: BuildMode): {
  settings: BuildSettings;
  checked: CheckedContent;
  fonts: InstalledFont[];
} {
  const check = checkBuildSettings(readEnvironment(), mode);
  if ('problems' in check) {
    stopBuild('The build settings are wrong (see .env.example)', check.problems);
  }
  const { contentFile } = check.settings;
  const owner = readOwnerContent(contentFile);
  if ('problems' in owner)
    stopBuild(
      `The content in ${path.relative(process.cwd(), contentFile)} is broken`,
      owner.problems,
    );
  const drawing = chooseFonts(owner.content.language.tag, drawnTexts(owner));
  if ('problems' in drawing) {
    stopBuild('The content has letters that no installed font draws', drawing.problems);
  }
  const translated = readTranslations(contentFile);
  if ('problems' in translated)
    stopBuild('A translation of the content is broken', translated.problems);
  reportBuildSettings(check.settings, [
    ...check.warnings,
    ...translated.translations.map(translationWarning),
  ]);
  return { settings: check.settings, checked: owner, fonts: drawing.fonts };
}

/** What the owner should know of a translation: the texts it leaves in the default language. */
const translationWarning = ({ tag, untranslated }: CheckedTranslation) =>
  `${tag}: checked, but this build makes the page in the default language only (pages per ` +
  `language are not built yet)${untranslated.length > 0 ? `; shown untranslated: ${untranslated.join(', ')}` : ''}.`;
