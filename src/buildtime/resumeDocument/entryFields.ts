/**
 * An entry's head parts as JSON Resume's fields, whichever order the résumé writes them in: a
 * part with a role's word ("Engineer", "Entwicklerin", "Analista") is the position, one with a
 * school's word the institution, one with a degree's word the degree; the place is the part that
 * reads as one ("Leeds, UK", "Remote"). Each value is a part as written: nothing is made up.
 */
import type { DateRange } from './dateRanges';
import { caselessLetter, fullWidthLetter, nameStart } from './documentLine';
import type { Entry } from './entries';

/** Words with no capitals: \\b knows only ASCII letters, so they are looked for anywhere. */
const anywhere = (words: RegExp, caseless: string) =>
  new RegExp(`${words.source}|${caseless}`, 'iu');

const roleWords = anywhere(
  /\b(engineer|developer|programmer|architect|manager|lead|head|director|intern|designer|consultant|analyst|scientist|administrator|officer|specialist|researcher|founder|co-?founder|cto|ceo|cfo|vp|president|owner|mentor|volunteer|coach|teacher|tutor|lecturer|assistant|associate|technician|editor|writer|organi[sz]er|coordinator|member|contractor|freelancer?|student|trainee|apprentice|entwickler\p{L}*|ingenieur\p{L}*|leiter\p{L}*|berater\p{L}*|werkstudent\p{L}*|praktikant\p{L}*|desarrollador\p{L}*|ingenier[oa]|analista|jef[ea]|director[a]?|consultor[a]?|programador[a]?|becari[oa]|d[ée]veloppeu[rs]e?|ing[ée]nieure?|chef|stagiaire|desenvolvedor[a]?|programista|kierownik|mentor[a]?)\b/iu,
  '工程师|开发|经理|总监|架构师|设计师|主管|负责人|实习生|研究员|エンジニア|開発者|マネージャー|デザイナー|مهندس|مطور|مطورة|مدير|مديرة|مصمم|مصممة|محلل|محللة|مستشار|متدرب|מהנדס|מפתח|מפתחת|מנהל|מנהלת|מעצב',
);
const schoolWords = anywhere(
  /\b(universit\p{L}*|college|school|hochschule|institut\p{L}*|academy|akademie|acad[ée]mie|[ée]cole|escuela|polit[ée]c?n\p{L}*|polytechn\p{L}*|uniwersytet|politechnika|faculdade|faculty|fakult\p{L}*|gymnasium|lyc[ée]e|colegio|instituto|campus|bootcamp)\b/iu,
  '大学|大學|学院|學院|学校|高等専門|جامعة|كلية|معهد|אוניברסיט|מכלל|טכניון',
);
const degreeWords = anywhere(
  /\b(bachelor\p{L}*|master\p{L}*|b\.?\s?sc|m\.?\s?sc|b\.?a|m\.?a|b\.?eng|m\.?eng|ph\.?\s?d|doctor\p{L}*|diplom\p{L}*|diploma|mba|associate|abitur|grado|licenciad\p{L}*|licenciatura|m[áa]ster|doctorado|t[ée]cnico|licence|doctorat|ingeniero|magister|in[żz]ynier|certificate|a-levels?|high school)\b/iu,
  '学士|硕士|碩士|博士|本科|大专|修士|بكالوريوس|ليسانس|ماجستير|دكتوراه|دبلوم|תואר ראשון|תואר שני|דוקטורט',
);
/** A department or major in Japanese or Chinese (情報工学科, 工学部, 计算机专业): a field of study, never a place. */
const departmentWords = /(?:学科|学部|研究科|専攻|专业|学系)$/u;
/** A place: "Leeds, UK", "Remote", one to three capitalised words with at most two commas. */
const placeWords = `(?:\\p{Lu}[\\p{L}.'’-]*(?: \\p{Lu}[\\p{L}.'’-]*){0,2}|${caselessLetter}[\\p{L}\\p{M}]{0,9}(?: ${caselessLetter}[\\p{L}\\p{M}]{0,9}){0,1})`;
const placePattern = new RegExp(
  `^(remote|hybrid|remoto|híbrido|télétravail|${placeWords}(?:[,،，] ?${placeWords}){0,2})$`,
  'u',
);

/**
 * The comma between two fields: Latin, Chinese (full width, or the enumeration comma) or Arabic;
 * or the full-width space Japanese sets between them.
 */
const fieldComma = /, |，|、|، |\u3000/;

const dateFields = (dates: DateRange | undefined, start = 'startDate', end = 'endDate') => ({
  ...(dates?.start && { [start]: dates.start }),
  ...(dates?.end && { [end]: dates.end }),
});

/** The parts in their roles: the one that matches, else the first unclaimed in order. */
function assign(parts: string[], roles: { name: string; test?: RegExp }[]) {
  const left = [...parts];
  const found: Record<string, string> = {};
  for (const { name, test } of roles) {
    if (!test) continue;
    const index = left.findIndex((part) => test.test(part));
    if (index >= 0) found[name] = left.splice(index, 1)[0]!;
  }
  for (const { name } of roles) if (!found[name] && left.length) found[name] = left.shift()!;
  return { found, left };
}

/**
 * The head's place, taken out: its last part that reads as one and names no role, where the head
 * has three parts or more, or the place has a comma, or the part before holds two fields.
 */
function takePlace(
  parts: string[],
  setRight = new Set<string>(),
): { parts: string[]; place?: string } {
  // A part set at the line's right end (a title left, its place right) before any other.
  const indices = parts.map((_, index) => parts.length - 1 - index);
  const order = [
    ...indices.filter((index) => setRight.has(parts[index]!)),
    ...indices.filter((index) => !setRight.has(parts[index]!)),
  ];
  for (const index of order) {
    if (index < 1) continue;
    const part = parts[index]!;
    if (
      !placePattern.test(part) ||
      [roleWords, schoolWords, degreeWords, departmentWords].some((words) => words.test(part))
    )
      continue;
    if (
      parts.length >= 3 ||
      part.includes(',') ||
      /^(remote|hybrid|remoto|híbrido)$/i.test(part) ||
      (parts.length === 2 && fieldComma.test(parts[0]!))
    )
      return { parts: parts.filter((_, at) => at !== index), place: part };
  }
  return { parts };
}

/** Two fields written in one part, "Position, Organisation": split at its comma when the head has one part. */
const splitLone = (parts: string[]) =>
  parts.length === 1 && fieldComma.test(parts[0]!)
    ? parts[0]!
        .split(new RegExp(`(?:${fieldComma.source})(.*)`, 's'))
        .slice(0, 2)
        .map((part) => part.trim())
    : parts;

const bodyFields = (entry: Entry, summary = 'summary', items = 'highlights') => ({
  ...(entry.summary && { [summary]: entry.summary }),
  ...(entry.items.length > 0 && { [items]: entry.items }),
});

/** The head's parts its lines set last, apart from the rest: at the right, as places and dates are. */
const setRightOf = (entry: Entry) =>
  new Set(
    entry.lines.flatMap((line) => (line.cells.length > 1 ? [line.cells.at(-1)!.trim()] : [])),
  );

/** "Title, Organisation, Place" as one part: each between commas a part of its own. */
const splitFields = (parts: string[]) =>
  parts.length === 1 && parts[0]!.split(fieldComma).length >= 3
    ? parts[0]!.split(fieldComma).map((part) => part.trim())
    : parts;

const readsAsPlace = (part: string) =>
  placePattern.test(part) &&
  ![roleWords, schoolWords, degreeWords, departmentWords].some((words) => words.test(part));

/** A job, or a volunteer's role (its organisation and position are named otherwise). */
export function roleOf(entry: Entry, names = { organisation: 'name', position: 'position' }) {
  const placed = takePlace(splitFields(entry.head), setRightOf(entry));
  const { found, left } = assign(splitLone(placed.parts), [
    { name: 'position', test: roleWords },
    { name: 'organisation' },
  ]);
  // "Acme Corp, Berlin" as a company's heading over its roles: the organisation, then its place.
  const [organisation, ...after] = found.organisation?.split(fieldComma) ?? [];
  if (!placed.place && after.length === 1 && readsAsPlace(after[0]!) && organisation) {
    found.organisation = organisation;
    left.push(after[0]!);
  }
  const place = placed.place ?? left.find((part) => placePattern.test(part));
  return {
    fields: {
      ...(found.organisation && { [names.organisation]: found.organisation }),
      ...(found.position && { [names.position]: found.position }),
      ...(place && { location: place }),
      ...dateFields(entry.dates),
      ...bodyFields(entry),
    },
    left: left.filter((part) => part !== place),
  };
}

/** Chinese and Japanese set no spaces between words: one there parts two fields. */
const fieldsSpacedApart = new RegExp(`^(.+?${fullWidthLetter})\\s+(${fullWidthLetter}.*)$`, 'u');

/** A degree's words at the start of a text, a space, and what follows. */
const degreeFirst = new RegExp(`^(?<degree>${degreeWords.source})\\s+(?<field>.+)$`, 'iu');

/** "Bachelor of Science in Computer Science", "MSc, Informatik", "Grado en Ingeniería": the degree and the field. */
function degreeAndArea(text: string): { studyType?: string; area?: string } {
  const degreeOfIn = /^(.+?\bof\s+\S+(?:\s+\S+)?)\s+in\s+(.+)$/u.exec(text);
  const split =
    degreeOfIn ??
    /^(.+?)(?:[,،，、]\s*|\u3000|\s+(?:in|en|im|em|w)\s+|\s+[–—-]\s+)(.+)$/u.exec(text) ??
    fieldsSpacedApart.exec(text);
  if (split && degreeWords.test(split[1]!)) return { studyType: split[1], area: split[2] };
  // "Bachelor of Science Computer Science", "MSc Informatik": the degree's words, then the field.
  const unmarked =
    /^((?:bachelor|master|doctor)\p{L}*\s+of\s+(?:arts|science|engineering|laws|business administration|fine arts|philosophy))\s+(.+)$/iu.exec(
      text,
    ) ??
    /^(b\.?\s?sc\.?|m\.?\s?sc\.?|b\.?a\.?|m\.?a\.?|b\.?eng\.?|m\.?eng\.?|ph\.?\s?d\.?|mba)\s+(.+)$/iu.exec(
      text,
    );
  if (unmarked) return { studyType: unmarked[1], area: unmarked[2] };
  // "Grado Ingeniería Informática", "بكالوريوس علم الحاسوب", "תואר ראשון מדעי המחשב": a degree as
  // its words are named, then the field as a name is written (not "of Science", the degree's own
  // words going on).
  const { degree, field } = degreeFirst.exec(text)?.groups ?? {};
  if (degree && field && nameStart.test(field) && !degreeWords.test(field))
    return { studyType: degree, area: field };
  return degreeWords.test(text) ? { studyType: text } : { area: text };
}

/** Studies: the school, the degree and the field, in any order, on one line with commas or apart. */
export function studyOf(entry: Entry) {
  const placed = takePlace(entry.head);
  const parts = placed.parts.flatMap((part) =>
    part.split(fieldComma).length > 2 ? part.split(fieldComma) : [part],
  );
  // "GPA: 3.7", "Note: 1,3": a label and a short value, the grade (its own part, or in brackets).
  const graded = /^(?<rest>.*?)[,(]?\s*\b\p{L}[\p{L} ]{0,15}:\s*(?<grade>[^,:()]{1,20}?)\)?$/u;
  let score: string | undefined;
  const ungraded = parts.flatMap((part) => {
    const { rest, grade } = graded.exec(part)?.groups ?? {};
    if (!grade || grade.split(' ').length > 3 || score) return [part];
    score = grade.trim();
    return rest?.trim() ? [rest.trim().replace(/,$/, '')] : [];
  });
  const { found, left } = assign(ungraded, [
    { name: 'institution', test: schoolWords },
    { name: 'degree', test: degreeWords },
  ]);
  const area =
    left.length > 0 && found.degree && !/[,،，、\u3000]| in | en /.test(found.degree)
      ? left.shift()
      : undefined;
  // A head that names no degree, over a line set in that does: the degree, which themes set
  // under the field of study, not a course.
  const [first, ...courses] = entry.items;
  const named = found.degree && degreeWords.test(found.degree);
  const degreeUnder =
    !named && first && degreeWords.test(first) && first.split(' ').length <= 6 ? first : undefined;
  const degree = degreeUnder
    ? found.degree
      ? { studyType: degreeUnder, area: found.degree }
      : degreeAndArea(degreeUnder)
    : found.degree && degreeAndArea(found.degree);
  const studied = degreeUnder ? courses : entry.items;
  return {
    fields: {
      ...(found.institution && { institution: found.institution }),
      ...degree,
      ...(area && { area }),
      ...(score && { score }),
      ...dateFields(entry.dates),
      ...(studied.length > 0 && { courses: studied }),
    },
    left: [...left, ...(entry.summary ? [entry.summary] : [])],
  };
}

/**
 * Words before who gave a certificate or an award: "Issued by", "Ausgestellt von"; or "by" alone,
 * in lower case, where the verb went with the date ("Awarded 2022-11" over "by Stadt Hamburg").
 */
const givenBy =
  /^(?:issued|awarded|granted|published|given|presented)\s+by\s+|^(?:ausgestellt|verliehen|vergeben)\s+(?:von|durch)\s+|^(?:emitido|otorgado|concedido|expedido)\s+por\s+|^(?:délivré|décerné)\s+par\s+/iu;
const byAlone = /^(?:by|von|durch|por|par)\s+(?=\S)/u;

/** Words that name someone: a few, no digits or sentence's marks, each longer word a name's. */
const namesSomeone = (text: string) =>
  !/[\d.!?:;]/.test(text) &&
  text.split(' ').length <= 5 &&
  text.split(' ').every((word) => word.length < 4 || nameStart.test(word));

/** A certificate, award or publication: its name and who gave it, and its date. */
export function namedOf(entry: Entry, names: { name: string; by: string; date: string }) {
  const [name, givenByWords, ...left] = splitLone(entry.head);
  // Where the head names no one, the line under it may ("Stadt Hamburg", printed with no date).
  const under =
    !givenByWords &&
    entry.summary &&
    (givenBy.test(entry.summary) || byAlone.test(entry.summary) || namesSomeone(entry.summary))
      ? entry.summary
      : undefined;
  const by = (givenByWords ?? under)?.replace(givenBy, '').replace(byAlone, '');
  return {
    fields: {
      ...(name && { [names.name]: name }),
      ...(by && { [names.by]: by }),
      ...(entry.dates?.start && { [names.date]: entry.dates.start }),
      ...(entry.summary && !under && { summary: entry.summary }),
    },
    left: [...left, ...entry.items],
  };
}

/**
 * A tech list: two names or more parted by commas (or set apart as cells), each of a few words,
 * none a sentence's ("Rust, WebAssembly, Svelte", "Python, pandas").
 */
function techList(text: string): string[] | undefined {
  const names = text.split(/\s*[,，、·•|]\s*/u).filter(Boolean);
  const short = (name: string) =>
    name.split(' ').length <= 3 &&
    !/[.!?:;]$/.test(name) &&
    !/^\p{Ll}+$/u.test(name.split(' ')[0]!);
  return names.length >= 2 && names.every(short) && !/\s[–—-]\s/.test(text) ? names : undefined;
}

const isAddress = (part: string) => /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(part);

export function projectOf(entry: Entry) {
  const [name, ...left] = entry.head.filter((part) => !isAddress(part));
  // The paragraph's lines: an address on a line of its own is the project's, a tech list its tags.
  const paragraph = entry.summary ? [entry.summary] : [];
  const lines = entry.lines
    .slice(1)
    .map((line) => line.text)
    .filter((text) => paragraph[0]?.includes(text));
  const underHead = lines.length ? lines : paragraph;
  const written = entry.head.find(isAddress) ?? lines.find(isAddress);
  const tags = [...left, ...underHead].find((part) => techList(part));
  const description = [written, tags]
    .filter((part): part is string => !!part)
    .reduce((text, part) => text.replace(part, ' '), [...left, ...paragraph].join(' '))
    .replace(/\s+/g, ' ')
    .trim();
  const url =
    entry.lines.flatMap((line) => line.links).find((link) => /^https?:/.test(link)) ??
    (written && (/^https?:/.test(written) ? written : `https://${written}`));
  return {
    fields: {
      ...(name && { name }),
      ...(description && { description }),
      ...(entry.items.length > 0 && { highlights: entry.items }),
      ...(tags && { keywords: techList(tags) }),
      ...dateFields(entry.dates),
      ...(url && { url }),
    },
    left: [],
  };
}
