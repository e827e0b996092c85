/**
 * What a pasted posting says of itself, for a new application's letter: its job title (its first
 * line), the company (a name with its company form, such as "Nordvik Data Oy", or the line a label
 * such as "Company:" heads) and the place (the line "Location:" heads). Each is the posting's own
 * text; none is guessed.
 */
import { listMark } from '../../buildtime/applications/matching/postingLines';
import { stopWordsOf } from '../../buildtime/applications/matching/wordForms';

/** The labels a posting heads its company and place with, in the catalogs' languages. */
const labels = {
  company: [
    'company',
    'employer',
    'organisation',
    'organization',
    'unternehmen',
    'arbeitgeber',
    'firma',
    'entreprise',
    'société',
    'employeur',
    'empresa',
    'empleador',
    'empregador',
    'pracodawca',
    'компанія',
    'роботодавець',
    'şirket',
    'işveren',
    'شركة',
    'الشركة',
    'شرکت',
    'חברה',
    'कंपनी',
    '会社',
    '企業',
    '公司',
    'công ty',
  ],
  place: [
    'location',
    'place',
    'office',
    'based in',
    'standort',
    'arbeitsort',
    'ort',
    'lieu',
    'localisation',
    'ubicación',
    'lugar',
    'localização',
    'local',
    'lokalizacja',
    'miejsce pracy',
    'місце роботи',
    'локація',
    'konum',
    'lokasyon',
    'الموقع',
    'مکان',
    'محل کار',
    'מיקום',
    'स्थान',
    '勤務地',
    '工作地点',
    '地点',
    'địa điểm',
  ],
};

/** The forms a company's name ends in (Oy, AB, GmbH, Inc.), which mark a run of words as one. */
const companyForms = [
  'Oy',
  'Oyj',
  'AB',
  'AS',
  'ASA',
  'A/S',
  'ApS',
  'GmbH',
  'AG',
  'KG',
  'SE',
  'SA',
  'S.A.',
  'SAS',
  'SARL',
  'S.L.',
  'SL',
  'S.p.A.',
  'Srl',
  'BV',
  'B.V.',
  'NV',
  'N.V.',
  'Ltd',
  'Ltd.',
  'Limited',
  'LLC',
  'Inc',
  'Inc.',
  'Corp',
  'Corp.',
  'PLC',
  'plc',
  'Pty',
  'Sp. z o.o.',
  'Ltda',
  'Ltda.',
  'ТОВ',
  'A.Ş.',
  'K.K.',
  '株式会社',
  '有限公司',
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const labelled = (names: string[]) =>
  new RegExp(`^\\s*(?:${names.map(escaped).join('|')})\\s*[:：]\\s*(.+)$`, 'iu');
const companyPattern = new RegExp(
  `((?:\\p{Lu}[\\p{L}\\p{N}&'’.-]*[ \\t]+){1,4}(?:${companyForms
    .map(escaped)
    .sort((a, b) => b.length - a.length)
    .join('|')}))(?![\\p{L}\\p{N}])`,
  'u',
);

/** The words a sentence may start with before a company's name ("Die", "The", "Chez"). */
const sentenceWords = new Set(
  ['en', 'de', 'fr', 'es', 'pt', 'pl', 'tr', 'vi', 'sv', 'fi', 'nl'].flatMap((tag) => [
    ...stopWordsOf(tag),
  ]),
);
/** A company's name as the posting writes it, without a sentence's first words before it. */
function companyNamed(posting: string): string | undefined {
  const words = companyPattern
    .exec(posting)?.[1]
    ?.trim()
    .split(/[ \t]+/);
  while (words && words.length > 2 && sentenceWords.has(words[0]!.toLowerCase())) words.shift();
  return words?.join(' ');
}

export interface PostingFacts {
  title?: string;
  company?: string;
  place?: string;
}

export function postingFacts(posting: string): PostingFacts {
  const lines = posting
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const first = lines[0]?.replace(listMark, '').replace(/[:：]$/, '');
  const labelledAs = (names: string[]) =>
    lines.map((line) => labelled(names).exec(line)?.[1]?.trim()).find(Boolean);
  // A first line of a sentence or more is no title.
  const isTitle = !!first && first.split(/\s+/).length <= 10 && !/[.!?。]$/.test(first);
  return {
    title: isTitle ? first : undefined,
    company: labelledAs(labels.company) ?? companyNamed(posting),
    place: labelledAs(labels.place),
  };
}
