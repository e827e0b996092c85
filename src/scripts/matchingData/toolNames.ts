/**
 * `npm run matching:tools`: writes the developer tools, frameworks, databases and services devicon
 * knows (the `devicon` package, MIT: each one's slug, other names and tags), with their other
 * names, to src/buildtime/applications/matching/skillsFromDevicon.json. Each is named as
 * simple-icons (CC0) titles it, where simple-icons has it (Three.js, Ant Design), with
 * simple-icons' other names and names in other languages; simple-icons alone is every brand, far
 * too broad, so it only names what devicon lists. Left out: what is no skill by its tags (social
 * networks, brands, websites, chats; a browser or a sign-in provider and nothing else), what the
 * hand-kept knownSkills.json or skillsFromLinguist.json have by any name (they win), a name two
 * of devicon's entries claim, and ordinary words (registryData/ordinaryWords.ts): Notion, Vault,
 * Bamboo are words first. A tool implies the framework, cloud or container platform devicon tags
 * it with (Gatsby: React, K3s: Kubernetes). Run again for newer lists: change the versions
 * below.
 */
import fs from 'node:fs';
import path from 'node:path';
import handKept from '../../buildtime/applications/matching/knownSkills.json';
import fromLinguist from '../../buildtime/applications/matching/skillsFromLinguist.json';
import type { SkillName } from '../../buildtime/applications/matching/skillNames';
import { folded, nameReader, wordListVersion } from '../../buildtime/registryData/ordinaryWords';
import { unpackedPackage, writeGeneratedData } from '../../buildtime/registryData/registryPackage';

const deviconVersion = '2.17.0';
const simpleIconsVersion = '16.37.0';

interface DeviconEntry {
  /** Its slug: "tailwindcss", "microsoftsqlserver". */
  name: string;
  altnames: string[];
  tags: string[];
}

interface SimpleIcon {
  title: string;
  /** Its other names (aka) and names in other languages (loc); dup is other brands. */
  aliases?: { aka?: string[]; loc?: Record<string, string> };
}

/** A tag that makes an entry no skill: a social network, a brand, a website. */
const notSkills = new Set([
  'social',
  'brand',
  'website',
  'chat',
  'iconset',
  'organization',
  'online-platform',
]);
/** Tags that make no skill when they are all an entry has: Chrome, "Sign in with Google". */
const noSkillAlone = new Set(['auth', 'browser']);
/** The tags of what a tool belongs to, as a family: a framework, a cloud, a container platform. */
const familyKinds = new Set(['framework', 'cloud', 'container', 'orchestrator']);

/** A name with case, marks, spaces and signs gone: "Tailwind CSS", "tailwindcss" are one. */
const squashed = (form: string) =>
  form
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

const readJson = <T>(folder: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as T;
const devicon = readJson<DeviconEntry[]>(
  unpackedPackage('devicon', deviconVersion),
  'devicon.json',
).filter(
  ({ tags }) =>
    !tags.some((tag) => notSkills.has(tag)) && !tags.every((tag) => noSkillAlone.has(tag)),
);
const icons = readJson<SimpleIcon[]>(
  unpackedPackage('simple-icons', simpleIconsVersion),
  'data/simple-icons.json',
);
const iconByName = new Map(
  icons.flatMap((icon) =>
    [icon.title, ...(icon.aliases?.aka ?? [])].map((form) => [squashed(form), icon] as const),
  ),
);
const iconOf = (entry: DeviconEntry) =>
  [entry.name, ...entry.altnames].map((form) => iconByName.get(squashed(form))).find(Boolean);

/** An entry's names, the one to show first: simple-icons' title, its other names, devicon's. */
const formsOf = (entry: DeviconEntry) => {
  const icon = iconOf(entry);
  return [
    ...(icon ? [icon.title, ...(icon.aliases?.aka ?? [])] : []),
    ...entry.altnames,
    entry.name,
    ...Object.values(icon?.aliases?.loc ?? {}),
  ];
};

/** The skill each squashed form of the hand-kept list and Linguist's names. */
const earlierSkill = new Map(
  [...handKept, ...fromLinguist.skills].flatMap((skill) =>
    [skill.name, ...(skill.aliases ?? [])].map((form) => [squashed(form), skill.name] as const),
  ),
);
/** How many of devicon's entries (one icon's counted once) claim each squashed form. */
const claims = new Map<string, Set<string>>();
for (const entry of devicon)
  for (const form of formsOf(entry)) {
    const owner = iconOf(entry)?.title ?? entry.name;
    claims.set(squashed(form), (claims.get(squashed(form)) ?? new Set()).add(owner));
  }

const { readsAsName, onlyAsWritten } = nameReader();
/** The skill each devicon slug became (or already was, in an earlier list), by its name. */
const skillOfSlug = new Map<string, string>();
const skills: SkillName[] = [];
for (const entry of devicon) {
  const all = formsOf(entry);
  const known = all.map((form) => earlierSkill.get(squashed(form))).find(Boolean);
  if (known) {
    skillOfSlug.set(entry.name, known);
    continue;
  }
  const forms = all
    .filter((form) => readsAsName(form) && claims.get(squashed(form))!.size === 1)
    .filter((form, index, kept) => kept.findIndex((one) => folded(one) === folded(form)) === index);
  // Named as written for people (Microsoft SQL Server), not as a slug (mssql), where it can be.
  const name = forms.find((form) => form !== folded(form)) ?? forms[0];
  if (!name) continue;
  const aliases = forms.filter((form) => form !== name);
  const same = skills.find((skill) => skill.name === name);
  if (same) {
    const more = aliases.filter((alias) => !same.aliases?.includes(alias));
    if (more.length > 0) same.aliases = [...(same.aliases ?? []), ...more];
  } else skills.push({ name, ...(aliases.length > 0 && { aliases }) });
  skillOfSlug.set(entry.name, name);
}

/** The skill a tag names, where it is a framework, a cloud or a container platform. */
const familyOfTag = new Map(
  devicon
    .filter(
      ({ name, tags }) =>
        skillOfSlug.has(name) &&
        tags.some((tag) => familyKinds.has(tag)) &&
        !tags.includes('language'),
    )
    .flatMap((entry) =>
      [entry.name, ...entry.altnames].map(
        (form) => [squashed(form), skillOfSlug.get(entry.name)!] as const,
      ),
    ),
);
for (const skill of skills) {
  const entries = devicon.filter(({ name }) => skillOfSlug.get(name) === skill.name);
  const families = [
    ...new Set(
      entries.flatMap(({ tags }) => tags.map((tag) => familyOfTag.get(squashed(tag)) ?? '')),
    ),
  ].filter((family) => family && family !== skill.name);
  const exact = [skill.name, ...(skill.aliases ?? [])].filter(onlyAsWritten);
  if (exact.length > 0) skill.exact = exact;
  if (families.length > 0) skill.implies = families;
}

void writeGeneratedData(
  'skillsFromDevicon.json',
  {
    source: `devicon ${deviconVersion}'s developer tools, frameworks, databases and services, with their other names, named as simple-icons ${simpleIconsVersion} titles them; ordinary words left out by word-list ${wordListVersion} and stopword`,
    licence: 'MIT (devicon), CC0-1.0 (simple-icons)',
    version: `devicon ${deviconVersion}, simple-icons ${simpleIconsVersion}`,
  },
  { skills },
  skills.length,
);
