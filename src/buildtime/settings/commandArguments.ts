/**
 * What an owner's command was given after `--`, read by one reader for every command: a flag it
 * does not take, a flag without its value, or one word too many stops it with one line naming
 * that and what the command takes, before it reads or writes anything.
 */
import { parseArgs } from 'node:util';
import { stopBuild } from './buildReport';

/** A flag a command takes: `--name value` (a string) or `--name` alone (a boolean). */
interface FlagShape {
  type: 'string' | 'boolean';
  short?: string;
}

export interface CommandShape<Flags extends Record<string, FlagShape>> {
  /** How the command is written with all it takes, e.g. `npm run apply -- [<id>]`. */
  usage: string;
  flags?: Flags;
  /** The most words it takes besides its flags (an id, a file): none unless given. */
  words?: number;
}

type FlagValues<Flags extends Record<string, FlagShape>> = {
  [Name in keyof Flags]?: Flags[Name]['type'] extends 'string' ? string : boolean;
};

/** Why the arguments are refused, in one line; null when the command takes them. */
function refusal(
  args: string[],
  flags: Record<string, FlagShape>,
  words: number,
): { line: string } | null {
  const { tokens } = parseArgs({ args, options: flags, strict: false, tokens: true });
  let wordsGiven = 0;
  for (const token of tokens) {
    if (token.kind === 'positional') {
      wordsGiven += 1;
      if (wordsGiven > words) return { line: `one word too many, "${token.value}"` };
    }
    if (token.kind !== 'option') continue;
    const flag = flags[token.name];
    if (!flag) return { line: `unknown flag ${token.rawName}` };
    if (flag.type === 'string' && token.value === undefined)
      return { line: `${token.rawName} needs a value` };
    if (flag.type === 'boolean' && token.inlineValue)
      return { line: `${token.rawName} takes no value` };
  }
  return null;
}

/**
 * The command's flags and words, as `shape` says it takes them; else it stops, naming what it
 * was given that it does not take, and its usage.
 */
export function readCommandArguments<
  Flags extends Record<string, FlagShape> = Record<never, never>,
>(
  shape: CommandShape<Flags>,
  args: string[] = process.argv.slice(2),
): { flags: FlagValues<Flags>; words: string[] } {
  const flags = shape.flags ?? ({} as Flags);
  const refused = refusal(args, flags, shape.words ?? 0);
  if (refused) stopBuild('Nothing done', [`${refused.line}; the command takes: ${shape.usage}`]);
  const { values, positionals } = parseArgs({ args, options: flags, allowPositionals: true });
  return { flags: values as FlagValues<Flags>, words: positionals };
}
