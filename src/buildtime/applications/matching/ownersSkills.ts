/**
 * The owner's own skills, `applications/skills.json` beside their applications (the template
 * never writes there): a list of skills as knownSkills.json writes them, each a new name or more
 * names and families for one the project knows. Example:
 * `[{ "name": "Nordlys Query Language", "aliases": ["NQL"], "implies": ["SQL"] },
 *   { "name": "Kafka", "aliases": ["Kafka Streams"] }]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readJsonFile } from '../../content/jsonLocation';
import {
  matchOwnersSkills,
  skillForms,
  skillNames,
  skillsVersion,
  type SkillName,
} from './skillNames';

/** The owner's skills' file's name in the applications folder. */
export const ownersSkillsFile = 'skills.json';

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/** The owner's skills in an applications folder (none without the file), or one line per mistake. */
export function readOwnersSkills(folder: string): { skills: SkillName[] } | { problems: string[] } {
  const file = path.join(folder, ownersSkillsFile);
  if (!fs.existsSync(file)) return { skills: [] };
  const shown = path.relative(process.cwd(), file);
  const read = readJsonFile(file);
  if ('problem' in read) return { problems: [read.problem] };
  if (!Array.isArray(read.raw))
    return {
      problems: [
        `${shown} must be a list of skills, such as [{ "name": "NQL", "aliases": ["Nordlys Query Language"] }]`,
      ],
    };
  const entries = read.raw as unknown[];
  const names = new Set(
    [
      ...skillNames(),
      ...entries.filter((one): one is SkillName => isText((one as SkillName)?.name)),
    ].map(({ name }) => name.toLowerCase()),
  );
  const problems = entries.flatMap((entry, index): string[] => {
    const one = entry as Partial<Record<keyof SkillName, unknown>> | null;
    const at = `${shown}, skill ${index + 1}`;
    if (typeof one !== 'object' || one === null || !isText(one.name))
      return [`${at}: name is missing: give each skill its "name", such as { "name": "NQL" }`];
    const named = `${at} ("${one.name}")`;
    const lists = (['aliases', 'exact', 'implies'] as const).flatMap((field) =>
      one[field] === undefined || (Array.isArray(one[field]) && one[field].every(isText))
        ? []
        : [`${named}, ${field}: must be a list of names, such as ["NQL"]`],
    );
    if (lists.length > 0) return lists;
    const skill = one as SkillName;
    const forms = skillForms(skill);
    return [
      ...(skill.exact ?? [])
        .filter((form) => !forms.includes(form))
        .map(
          (form) =>
            `${named}, exact: "${form}" is none of its names: write it as its name or one of its aliases`,
        ),
      ...(skill.implies ?? [])
        .filter((family) => !names.has(family.toLowerCase()))
        .map(
          (family) =>
            `${named}, implies: "${family}" is no skill's name: write the name of a skill the project knows or this file adds`,
        ),
    ];
  });
  return problems.length > 0 ? { problems } : { skills: entries as SkillName[] };
}

/** The file the skills were last set from, its text then (null: there was none), and their version. */
let lastMatched: { file: string; text: string | null; version: number } | undefined;

/**
 * Reads the owner's skills in an applications folder and matches with them from now on, as
 * `npm run apply` and the editor both do before matching: one line per mistake, else none. While
 * the file's text is what the skills were set from, they stay as they are, and so does what is
 * worked out from them (words.ts): `npm run edit` matches at each keystroke.
 */
export function matchWithOwnersSkills(folder: string): string[] {
  const file = path.join(folder, ownersSkillsFile);
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (
    lastMatched?.file === file &&
    lastMatched.text === text &&
    lastMatched.version === skillsVersion()
  )
    return [];
  const owners = readOwnersSkills(folder);
  if ('problems' in owners) return owners.problems;
  matchOwnersSkills(owners.skills);
  lastMatched = { file, text, version: skillsVersion() };
  return [];
}
