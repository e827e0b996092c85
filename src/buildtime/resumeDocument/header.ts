/**
 * A résumé's header: the name (the largest words on the first page that read as a name, wherever
 * they stand: above a photo or below it), the title under it, the contacts, the place the owner
 * lives ("Leeds, United Kingdom": a country named in any catalog's language gives its code) and,
 * where the résumé has no summary section, the paragraph that introduces the owner.
 */
import { readContacts, type Contacts } from './contacts';
import { caselessLetter, wrappedText, type DocumentLine } from './documentLine';
import { codesByName } from './intlNames';

export interface Header {
  name?: string;
  label?: string;
  summary?: string;
  location?: { city?: string; region?: string; countryCode?: string };
  /** Spoken languages the header names in a line of their own ("English, Portuguese"). */
  languages?: string[];
  /** The words of the header that are none of these, with their lines. */
  left: { line: DocumentLine; text: string }[];
}

const readsAsName = (line: DocumentLine) =>
  !/[\d@/:]/.test(line.text) && line.text.split(' ').length <= 6 && /\p{L}/u.test(line.text);

/** The ISO code of a country named in any catalog's language, or written as a code. */
function countryCodeOf(name: string): string | undefined {
  const code = name.trim();
  const countries = codesByName('region');
  const known = countries.get(code.toLocaleLowerCase());
  if (known) return known;
  return /^[A-Z]{2}$/.test(code) && [...countries.values()].includes(code) ? code : undefined;
}

/** "Leeds, West Yorkshire, United Kingdom", "Hamburg", "Valencia, ES". */
const placeName = `(?:\\p{Lu}[\\p{L}.'’-]*(?: (?:\\p{Lu}[\\p{L}.'’-]*|de|del|la|am|an|upon|on|sur|im))*|${caselessLetter}[\\p{L}\\p{M}]{0,9}(?: ${caselessLetter}[\\p{L}\\p{M}]{0,9})?)`;
const placePattern = new RegExp(`^${placeName}(?:, ?${placeName}){0,2}$`, 'u');

function readPlace(written: string): Header['location'] | undefined {
  // "Hamburg DE": a country's code after the city, with no comma.
  const coded = /^([^,]+) ([A-Z]{2})$/u.exec(written);
  const text = coded && countryCodeOf(coded[2]!) ? `${coded[1]}, ${coded[2]}` : written;
  if (!placePattern.test(text) || /\.$/.test(text) || text.split(' ').length > 6) return undefined;
  const parts = text.split(/, ?/);
  const country = parts.length > 1 ? countryCodeOf(parts.at(-1)!) : undefined;
  if (parts.length > 1 && !country && parts.length < 3) return undefined;
  const [city, ...others] = country ? parts.slice(0, -1) : parts;
  return {
    ...(city && { city }),
    ...(others.length > 0 && { region: others.join(', ') }),
    ...(country && { countryCode: country }),
  };
}

const isLanguageName = (text: string) => codesByName('language').has(text.toLocaleLowerCase());

/** A short line, bold over a plain one that holds a contact: the contact's label. */
const labelsContact = (line: DocumentLine, next: DocumentLine | undefined) =>
  !!next &&
  line.bold &&
  !next.bold &&
  line.text.split(' ').length <= 2 &&
  !/[\d@]/.test(line.text) &&
  readContacts(next, { profiles: [] }) !== next.text;

/**
 * The header's lines, a line of cells set apart ("Hamburg, DE   +49 40 …   Deutsch, Englisch")
 * as a line each, and a place whose country's code stands on the line under it ("Leeds West
 * Yorkshire" over "GB") as one.
 */
function headerParts(lines: DocumentLine[]): DocumentLine[] {
  const parts = lines.flatMap((line) =>
    line.cells.length > 1
      ? line.cells.map((cell) => ({ ...line, text: cell, cells: [cell] }))
      : [line],
  );
  const isCode = (line: DocumentLine | undefined) =>
    !!line && /^[A-Z]{2}$/.test(line.text) && !!countryCodeOf(line.text);
  return parts.flatMap((line, index) => {
    const above = parts[index - 1];
    if (isCode(line) && above && readPlace(above.text)) return [];
    const next = parts[index + 1];
    if (!isCode(next) || !readPlace(line.text)) return [line];
    const text = `${line.text}, ${next!.text}`;
    return [{ ...line, text, cells: [text] }];
  });
}

/** Where a paragraph's words end: a full stop, in any script. */
const fullStop = /[.。．!?！？]$/u;

/**
 * Whether the line opens a paragraph of a sentence or more: its lines, set alike and as close as
 * a paragraph's lines are, end with a full stop after a dozen letters or more (a short summary
 * under the title, however few its words).
 */
function startsSentence(lines: DocumentLine[], index: number): boolean {
  const first = lines[index]!;
  const paragraph = [first];
  for (const next of lines.slice(index + 1)) {
    const alike =
      next.size === first.size && Math.abs((next.indent ?? 0) - (first.indent ?? 0)) < 0.3;
    if (!alike || next.gapAbove > 1.7) break;
    paragraph.push(next);
  }
  const text = paragraph.map((line) => line.text).join(' ');
  return fullStop.test(text) && text.replace(/\s/g, '').length >= 12 && !/[@]/.test(text);
}

export function readHeader(
  headerLines: DocumentLine[],
  firstPage: DocumentLine[],
  contacts: Contacts,
  hasSummarySection: boolean,
): Header {
  const used = new Set<DocumentLine>();
  const pool = headerLines.length ? headerLines : firstPage;
  const largest = Math.max(...pool.filter(readsAsName).map((line) => line.size));
  // A Word file's title style marks the name; elsewhere it is the largest words.
  const nameLine =
    pool.find((line) => readsAsName(line) && line.heading) ??
    pool.find((line) => readsAsName(line) && line.size === largest);
  const header: Header = { left: [] };
  if (nameLine) {
    header.name = nameLine.text;
    used.add(nameLine);
    // The title is the line under the name (a second setting of the name aside: a photo's).
    const next = pool.slice(pool.indexOf(nameLine) + 1).find((line) => line.text !== nameLine.text);
    if (next && readsAsName(next) && next.text.split(' ').length <= 8 && !next.links.length) {
      header.label = next.text;
      used.add(next);
    }
  }
  // The words introducing the owner, a paragraph over several lines.
  const summary: string[] = [];
  let inSummary = false;
  // The name (set a second time beside a photo) and the title, before their cells are parted:
  // a name's words an em apart are no place.
  const lines = headerParts(
    headerLines.filter((line) => !used.has(line) && line.text !== header.name),
  );
  lines.forEach((line, index) => {
    // The name in a cell beside others, and a label over its contact ("Email").
    if (line.text === header.name || labelsContact(line, lines[index + 1])) return;
    // A line of languages' names, one of them perhaps a name Intl does not know ("Valenciano").
    const named = line.text.split(/\s*[,·•|／]\s*/u);
    if (named.length >= 2 && named.filter((part) => !isLanguageName(part)).length <= 1) {
      header.languages = [...(header.languages ?? []), ...named];
      return;
    }
    const rest = readContacts(line, contacts);
    const parts = rest.split(/\s*[|·•／]\s*/u).filter(Boolean);
    const leftParts = parts.filter((part) => {
      const place = header.location ? undefined : readPlace(part);
      if (place) header.location = place;
      return !place;
    });
    const goesOn = inSummary && rest === line.text && leftParts.length === parts.length;
    inSummary = false;
    if (leftParts.length === 0) return;
    if (
      !hasSummarySection &&
      (goesOn || rest.split(' ').length > 8 || startsSentence(lines, index))
    ) {
      summary.push(rest);
      inSummary = true;
    } else header.left.push({ line, text: leftParts.join(' · ') });
  });
  if (summary.length) header.summary = wrappedText(summary);
  return header;
}
