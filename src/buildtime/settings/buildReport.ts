import type { Style } from '../../../styles/looks';
import type { BuildSettings } from './buildSettings';
import { bodyTextContrast, type Look } from '../look/look';
import { mailtoContactNotice } from './contactSettings';

/**
 * For an expected failure (bad configuration or content): the problems, no stack trace; in GitHub
 * Actions each is an error annotation too, which shows on the run's page.
 */
export function stopBuild(what: string, problems: string[], env = process.env): never {
  console.error(`\n${what}:\n  - ${problems.join('\n  - ')}\n`);
  if (env.GITHUB_ACTIONS === 'true') {
    for (const problem of problems) console.log(annotation('error', what, problem));
  }
  process.exit(1);
}

/**
 * A GitHub Actions workflow command that annotates the run (`::error title=…::…`), its title and
 * message escaped as the runner reads them, so a line break or a colon stays text.
 */
export function annotation(level: 'error' | 'warning', title: string, message: string): string {
  const data = (text: string) =>
    text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::${level} title=${property(title)}::${data(message)}`;
}

/**
 * Tells the person at the terminal where this build's contact form sends, or that "Get in Touch"
 * is a mailto: link to `email`; in GitHub Actions as an annotation, which shows on the run's page.
 */
export function reportBuildSettings(
  settings: BuildSettings,
  warnings: string[],
  email: string,
  env: NodeJS.ProcessEnv = process.env,
): void {
  const { contact } = settings;
  if (contact.reachedBy === 'mailto') {
    if (env.GITHUB_ACTIONS === 'true')
      console.log(annotation('warning', 'Contact', mailtoContactNotice(email)));
    else console.log(`\nContact: ${mailtoContactNotice(email)}\n`);
  } else if (contact.usesLocalStandIn) {
    console.log(
      '\nContact form: no EmailJS account set, so messages go to the local EmailJS stand-in ' +
        'and are printed in this terminal.\n',
    );
  }
  reportWarnings(warnings);
}

/** What the owner should know of this build but need not mend, one warning each. */
export function reportWarnings(warnings: string[]): void {
  for (const warning of warnings) console.warn(`\nWARNING: ${warning}\n`);
}

/** What a résumé parser reads of a page's resume.pdf, in short (src/buildtime/resumeCheck/). */
export function reportReading(lines: string[]): void {
  console.log(`\n${lines.join('\n')}`);
}

/** Tells the person at the terminal that `npm start` asks a stand-in, not GitHub, for repositories. */
export function reportSourcesStandIn(origin: string): void {
  console.log(
    `\nRepositories: no GITHUB_API_ORIGIN set, so the projects' stars come from the local GitHub ` +
      `stand-in at ${origin}; feeds are asked at their own addresses.\n`,
  );
}

/** The owner's look as built, in lines: its choices, body text's contrast, each change to the accent. */
export function lookLines(style: Style, look: Look): string[] {
  const choices = [
    style.accent && `accent ${style.accent}`,
    `font ${look.font}`,
    `corners ${look.corners}`,
  ];
  return [
    `Look: ${choices.filter(Boolean).join(', ')}. Body text: ${bodyTextContrast(look)}.`,
    ...look.adjustments,
  ];
}

/** The owner's look as built, for the build's report (lookLines). */
export function reportLook(style: Style, look: Look): void {
  const [summary, ...adjustments] = lookLines(style, look);
  console.log(`\n${summary}`);
  for (const adjustment of adjustments) console.log(`  - ${adjustment}`);
}
