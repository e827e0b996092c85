import type { SiteContent } from '../content/types';
import {
  checkBuildSettings,
  readEnvironment,
  reportBuildSettings,
  stopBuild,
  type BuildMode,
  type BuildSettings,
} from './buildSettings';
import { readOwnerContent } from './contentCheck';

/**
 * What runs before webpack compiles anything: every variable, then the content, is checked. A
 * problem stops the build with one message naming the variable or the entry and field.
 */
export function preflight(mode: BuildMode): { settings: BuildSettings; content: SiteContent } {
  const check = checkBuildSettings(readEnvironment(), mode);
  if ('problems' in check) {
    stopBuild('The build settings are wrong (see .env.example)', check.problems);
  }
  const owner = readOwnerContent();
  if ('problems' in owner)
    stopBuild('The content in src/content/portfolio.json is broken', owner.problems);
  reportBuildSettings(check.settings, check.warnings);
  return { settings: check.settings, content: owner.content };
}
