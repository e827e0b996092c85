import type { BuildSettings } from './buildSettings';

/** For an expected failure (bad configuration or content): the problems, no stack trace. */
export function stopBuild(what: string, problems: string[]): never {
  console.error(`\n${what}:\n  - ${problems.join('\n  - ')}\n`);
  process.exit(1);
}

/** Tells the person at the terminal where this build's contact form sends, and what is missing. */
export function reportBuildSettings(settings: BuildSettings, warnings: string[]): void {
  if (settings.usesLocalStandIn) {
    console.log(
      '\nContact form: no EmailJS account set, so messages go to the local EmailJS stand-in ' +
        'and are printed in this terminal.\n',
    );
  }
  for (const warning of warnings) console.warn(`\nWARNING: ${warning}\n`);
}
