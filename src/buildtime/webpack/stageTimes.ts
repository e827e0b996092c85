/** The stages of a build, in the order they run, as the build's timing table names them. */
export const buildStages = [
  'settings and content',
  'sources',
  'compile',
  'minify',
  'prerender',
  'resume PDF',
  'card and icons',
  'compress',
] as const;
export type BuildStage = (typeof buildStages)[number];

/**
 * How long each stage of a build took, summed over the languages' pages, for the table the
 * build prints at its end: an owner sees where the time goes.
 */
export class StageTimes {
  private readonly spent = new Map<BuildStage, number>();

  add(stage: BuildStage, milliseconds: number): void {
    this.spent.set(stage, (this.spent.get(stage) ?? 0) + milliseconds);
  }

  /** The stages that took any time, with their seconds, and the whole build's. */
  table(wholeMilliseconds: number): string {
    const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
    const rows = buildStages
      .filter((stage) => this.spent.has(stage))
      .map((stage) => [stage, seconds(this.spent.get(stage)!)]);
    rows.push(['whole build', seconds(wholeMilliseconds)]);
    const width = Math.max(...rows.map(([stage]) => stage!.length));
    return rows
      .map(([stage, time]) => `  ${stage!.padEnd(width)}  ${time!.padStart(7)}`)
      .join('\n');
  }
}
