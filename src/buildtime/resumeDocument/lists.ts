/**
 * Sections that are lists rather than entries: skills (split on commas, bullets, pipes, middle
 * dots and the gaps between tags, in groups where a group's name is written: "Frontend: React,
 * …", or a name on a line above its skills) and spoken languages with their fluency ("English —
 * Native", "Deutsch (Muttersprache)", a language above its level).
 */
import { withoutBullet, type DocumentLine } from './documentLine';
import { startsWithLanguageName } from './spokenLanguageNames';

export interface SkillGroup {
  name?: string;
  keywords: string[];
}

const listSeparator = /\s*(?:[,;|·•▪◦/،؛，、；｜／]|\s[–—]\s)\s*/u;
const splitList = (text: string) =>
  text
    .split(listSeparator)
    .map((item) => withoutBullet(item).replace(/\.$/, '').trim())
    .filter(Boolean);

/** "Name: a, b", or a line's first cell set bold before cells of skills. */
function namedOnLine(line: DocumentLine): SkillGroup | undefined {
  const colon = /^([^:：]{1,40})[:：]\s*(.+)$/u.exec(withoutBullet(line.text));
  if (colon) return { name: colon[1]!.trim(), keywords: splitList(colon[2]!) };
  const [name, ...skills] = line.cells;
  if (skills.length > 0 && line.cellBold?.[0] && !line.cellBold.slice(1).some(Boolean))
    return { name: name!, keywords: skills.flatMap(splitList) };
  return undefined;
}

/** Items of a line: its cells (or its tags, set wide apart), each split at the separators. */
const itemsOf = (line: DocumentLine) => (line.spacedParts ?? line.cells).flatMap(splitList);

/**
 * Whether a section's lines are a group of skills: a few lines of short items (a tag, a
 * technology's name), no sentence and no date; a sidebar may name its groups as it names its
 * sections ("Infrastructure" over "Kubernetes  Terraform").
 */
export const readsAsSkillGroup = (lines: DocumentLine[]) =>
  lines.length > 0 &&
  lines.length <= 6 &&
  lines.every(
    (line) =>
      !/[.!?:]$|\b(19|20)\d\d\b|@/.test(line.text) &&
      itemsOf(line).every((item) => item.split(' ').length <= 3 && item.length <= 30),
  );

/** A line that names the group under it: short, alone, and set apart (bold, or followed by a list). */
const namesGroup = (line: DocumentLine, next: DocumentLine | undefined) =>
  !!next &&
  line.cells.length === 1 &&
  !listSeparator.test(line.text) &&
  line.text.split(' ').length <= 4 &&
  (line.bold
    ? !next.bold
    : (itemsOf(next).length > 2 || (next.indent ?? 0) > (line.indent ?? 0) + 0.5) && !line.bullet);

/** Groups side by side, their names in a row and their skills in the rows under each name. */
interface GridColumn {
  indent: number;
  group: SkillGroup;
}

/** A row of groups' names: the section's first line, of short cells, over a row of cells. */
const namesRow = (line: DocumentLine, next: DocumentLine | undefined, first: boolean) =>
  first &&
  line.cells.length >= 2 &&
  !!line.cellIndents &&
  !!next?.cellIndents &&
  line.cells.every((cell) => cell.split(' ').length <= 4 && !listSeparator.test(cell));

export function readSkills(lines: DocumentLine[]): SkillGroup[] {
  const groups: SkillGroup[] = [];
  let grid: GridColumn[] | undefined;
  lines.forEach((line, index) => {
    const named = namedOnLine(line);
    const next = lines[index + 1];
    if (named) {
      grid = undefined;
      return groups.push(named);
    }
    if (namesRow(line, next, index === 0)) {
      grid = line.cells.map((name, at) => ({
        indent: line.cellIndents![at]!,
        group: { name, keywords: [] },
      }));
      return groups.push(...grid.map((column) => column.group));
    }
    if (namesGroup(line, next)) {
      grid = undefined;
      return groups.push({ name: line.text, keywords: [] });
    }
    if (grid && line.cellIndents) {
      line.cells.forEach((cell, at) => {
        const indent = line.cellIndents![at]!;
        const column =
          [...grid!].reverse().find((candidate) => candidate.indent <= indent + 0.5) ?? grid![0]!;
        column.group.keywords.push(...splitList(cell));
      });
      return;
    }
    const last = groups.at(-1);
    const items = itemsOf(line);
    if (last && (last.keywords.length === 0 || !line.bold)) last.keywords.push(...items);
    else groups.push({ keywords: items });
  });
  return groups.filter((group) => group.keywords.length > 0 || group.name);
}

export interface SpokenLanguage {
  language: string;
  fluency?: string;
}

/** "English — Native", "English (Native)", "English: C1", "English, native". */
const withFluency = /^(.+?)\s*(?:[(（]([^)）]+)[)）]|[:：–—-]\s*(.+)|[,،，]\s*(.+))$/u;

/** A row of languages' names with, in the row under it, as many cells of their fluency. */
const namesOverLevels = (names: DocumentLine, levels: DocumentLine | undefined) =>
  !!levels &&
  names.cells.length >= 2 &&
  names.cells.length === levels.cells.length &&
  names.cells.every(startsWithLanguageName) &&
  !levels.cells.some(startsWithLanguageName);

/** "English (Native), Spanish (Fluent)": items parted by commas, each with its level in brackets. */
function languagesWithCommas(text: string): string[] {
  const items = text.split(/\s*[,،，]\s*(?![^(（]*[)）])/u);
  return items.length > 1 && items.every((item) => /^[^(（]+[(（][^)）]+[)）]$/u.test(item))
    ? items
    : [text];
}

export function readLanguages(lines: DocumentLine[]): SpokenLanguage[] {
  const read: SpokenLanguage[] = [];
  const readItem = (item: string) => {
    const pair = withFluency.exec(item);
    const last = read.at(-1);
    if (pair) read.push({ language: pair[1]!, fluency: (pair[2] ?? pair[3] ?? pair[4])!.trim() });
    else if (last && !last.fluency && isLevel(item)) last.fluency = item;
    else read.push({ language: item });
  };
  lines.forEach((line, index) => {
    const above = lines[index - 1];
    if (above && namesOverLevels(above, line)) return;
    const below = lines[index + 1];
    if (namesOverLevels(line, below))
      return read.push(
        ...line.cells.map((language, at) => ({ language, fluency: below!.cells[at]! })),
      );
    const items =
      line.cells.length > 1 && line.cells.length <= 3 && !/[(:（：]/.test(line.text)
        ? [line.cells.join(' — ')]
        : withoutBullet(line.text)
            .split(/\s*[·•|;،؛、；｜／]\s*/u)
            .flatMap(languagesWithCommas);
    items
      .map((text) => text.trim())
      .filter(Boolean)
      .forEach(readItem);
  });
  return read;
}

/** A fluency as written on a line of its own: a CEFR level, or words that are no language's name. */
const isLevel = (text: string) =>
  /^(?:[ABC][12]\b|native|fluent|basic|intermediate|advanced|professional|conversational|elementary|mutter|flie|grund|verhandlungs|nativ|b[áa]sico|intermedio|avanzado|natif|courant|母语|母語|熟练|熟練|精通|流利|良好|ネイティブ|ビジネス|日常会話|اللغة الأم|لغة أم|متقدم|ممتاز|جيد|متوسط|مبتدئ|שפת אם|ברמה|רמה|שוטפ|בסיסי|מתקדמ|母国語|流暢|上級|中級|初級)/iu.test(
    text,
  );
