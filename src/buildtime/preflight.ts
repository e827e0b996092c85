import * as content from '../content';
import {
  checkBuildSettings,
  readEnvironment,
  reportBuildSettings,
  stopBuild,
  type BuildMode,
  type BuildSettings,
} from './buildSettings';
import { checkContent } from './contentCheck';

/**
 * What runs before webpack compiles anything: every variable, then the content, is checked. A
 * problem stops the build with one message naming the variable or the entry and field.
 */
export function preflight(mode: BuildMode): BuildSettings {
  const check = checkBuildSettings(readEnvironment(), mode);
  if ('problems' in check)
    stopBuild('The build settings are wrong (see .env.example)', check.problems);
  const contentProblems = checkContent(content);
  if (contentProblems.length > 0)
    stopBuild('The content in src/content is broken', contentProblems);
  reportBuildSettings(check.settings, check.warnings);
  return check.settings;
}
