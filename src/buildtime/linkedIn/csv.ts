/**
 * Rows of a CSV file as RFC 4180 reads them, as LinkedIn's export writes them: a field that starts
 * with a double quote may hold separators, line breaks and doubled quotes; a quote anywhere else is
 * a letter (`the 5" screen`). The separator is the header's: a comma, or a tab or a semicolon in
 * some files of 2018. Some files start with notes before their header row (Connections.csv):
 * those end at the first empty line.
 */

/** A row and the line of the file it starts on. */
export interface CsvRow {
  fields: string[];
  line: number;
}

/** Every row with its line, without a byte order mark; or the line a quoted field never closes. */
export function csvRows(text: string, separator = ','): CsvRow[] | { unclosedQuoteLine: number } {
  const rows: CsvRow[] = [];
  const source = text.replace(/^\uFEFF/, '');
  let row: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  let fieldStart = true;
  let quotedFrom = 0;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quotedFrom > 0) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quotedFrom = 0;
      else {
        if (char === '\n' || (char === '\r' && source[index + 1] !== '\n')) line += 1;
        field += char;
      }
    } else if (char === '"' && fieldStart) {
      quotedFrom = line;
      fieldStart = false;
    } else if (char === separator) {
      row.push(field);
      field = '';
      fieldStart = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      rows.push({ fields: [...row, field], line: rowLine });
      line += 1;
      rowLine = line;
      row = [];
      field = '';
      fieldStart = true;
    } else {
      field += char;
      fieldStart = false;
    }
  }
  if (quotedFrom > 0) return { unclosedQuoteLine: quotedFrom };
  if (field !== '' || row.length > 0) rows.push({ fields: [...row, field], line: rowLine });
  return rows;
}

const isEmpty = ({ fields }: CsvRow) => fields.every((field) => field.trim() === '');
const separators = [',', '\t', ';'];

/** The separator of the file's header (its first line after the notes): the one it has most of. */
function separatorOf(text: string): string {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const afterNotes = /^"?notes:?"?$/i.test(lines[0]?.trim() ?? '')
    ? lines.slice(lines.findIndex((line) => line.trim() === ''))
    : lines;
  const header = (afterNotes.find((line) => line.trim() !== '') ?? '').replace(/"[^"]*"/g, '');
  const count = (separator: string) => header.split(separator).length;
  return separators.reduce((best, next) => (count(next) > count(best) ? next : best));
}

/** A CSV file's records, with what it left out, or the one problem that stops reading it. */
export type CsvRecords =
  | {
      /** Each row by its header's column names, trimmed and in lower case. */
      records: Record<string, string>[];
      /** The lines of rows with more fields than the header has columns: the extra ones left out. */
      longRows: number[];
    }
  | { problem: string };

/**
 * The records of a CSV file, each by its header's column names, trimmed and in lower case (LinkedIn
 * changes their case between exports): notes before the header and empty rows left out.
 */
export function csvRecords(text: string): CsvRecords {
  const read = csvRows(text, separatorOf(text));
  if (!Array.isArray(read))
    return {
      problem: `line ${read.unclosedQuoteLine}: a field opens with a quote (") that never closes`,
    };
  let rows = read;
  if (/^notes:?$/i.test(rows[0]?.fields[0]?.trim() ?? '')) {
    const blank = rows.findIndex(isEmpty);
    rows = blank < 0 ? [] : rows.slice(blank);
  }
  const [header, ...records] = rows.filter((row) => !isEmpty(row));
  if (!header) return { records: [], longRows: [] };
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  return {
    records: records.map(({ fields }) =>
      Object.fromEntries(columns.map((column, index) => [column, fields[index] ?? ''])),
    ),
    longRows: records.filter(({ fields }) => fields.length > columns.length).map((row) => row.line),
  };
}
