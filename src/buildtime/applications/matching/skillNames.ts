/**
 * The skill names the project knows, each with its other names (knownSkills.json: Kafka is Apache
 * Kafka, K8s is Kubernetes, golang is Go). A name in `exact` is also an ordinary word ("Go", "C",
 * "React", "Chef"): it counts only as written there, never inside a hyphenated word
 * ("go-to-market"), and at a sentence's start only as an item of a list ("Go, Rust", not "Go
 * beyond"). A name implies its families (`implies`: AWS Lambda is AWS, MLflow is experiment
 * tracking), never the other way; a section's entries show the skills that name it in `shownBy`
 * (publications show written communication).
 */
import list from './knownSkills.json';

export interface SkillName {
  name: string;
  aliases?: string[];
  exact?: string[];
  /** The names of the skills this one is a kind of. */
  implies?: string[];
  /** The sections whose every entry shows this skill. */
  shownBy?: string[];
}

export const skillNames: SkillName[] = list;

/** Every way of writing each skill, its name first. */
export const skillForms = (skill: SkillName) => [skill.name, ...(skill.aliases ?? [])];

/** Whether a text is one of a name's forms that is also an ordinary word, written as the list writes it. */
export const isExactForm = (skill: SkillName, form: string, written: string) =>
  !!skill.exact?.includes(form) && written === form;

const byName = new Map(skillNames.map((skill) => [skill.name, skill]));

/** The names of the skills a skill is a kind of, and theirs in turn. */
export function familiesOf(skill: SkillName): string[] {
  const found = new Set<string>();
  const walk = (one: SkillName) => {
    for (const name of one.implies ?? [])
      if (!found.has(name)) {
        found.add(name);
        walk(byName.get(name)!);
      }
  };
  walk(skill);
  return [...found];
}

/** The skills each entry of a section shows by being one: publications show written communication. */
export const skillsShownBy = (section: string | undefined) =>
  skillNames
    .filter((skill) => !!section && skill.shownBy?.includes(section))
    .map(({ name }) => name);
