/**
 * The skill names the project knows, each with its other names (knownSkills.json: Kafka is Apache
 * Kafka, K8s is Kubernetes, golang is Go). A name in `exact` is also an ordinary word ("Go", "C",
 * "Spring"): it counts only as written there (or in capitals), and never inside a hyphenated word
 * ("go-to-market").
 */
import list from './knownSkills.json';

export interface SkillName {
  name: string;
  aliases?: string[];
  exact?: string[];
}

export const skillNames: SkillName[] = list;

/** Every way of writing each skill, its name first. */
export const skillForms = (skill: SkillName) => [skill.name, ...(skill.aliases ?? [])];

/** Whether a text is one of a name's forms that is also an ordinary word, written as the list writes it. */
export const isExactForm = (skill: SkillName, form: string, written: string) =>
  !!skill.exact?.includes(form) && (written === form || written === form.toUpperCase());
