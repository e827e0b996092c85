/**
 * Rows of a CSV file as LinkedIn's export writes them (RFC 4180): fields in double quotes may hold
 * commas, line breaks and doubled quotes. Some files start with notes before their header row
 * (Connections.csv): those end at the first empty line.
 */

/** Every row, each a list of its fields, without a byte order mark. */
export function csvRows(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const isEmpty = (row: string[]) => row.every((field) => field.trim() === '');

/**
 * The records of a CSV file, each by its header's column names, trimmed and in lower case (LinkedIn
 * changes their case between exports): notes before the header and empty rows left out.
 */
export function csvRecords(text: string, separator = ','): Record<string, string>[] {
  let rows = csvRows(text, separator);
  if (/^notes:?$/i.test(rows[0]?.[0]?.trim() ?? '')) {
    const blank = rows.findIndex(isEmpty);
    rows = blank < 0 ? [] : rows.slice(blank);
  }
  rows = rows.filter((row) => !isEmpty(row));
  const [header, ...records] = rows;
  if (!header) return [];
  const columns = header.map((name) => name.trim().toLowerCase());
  return records.map((row) =>
    Object.fromEntries(columns.map((column, index) => [column, row[index] ?? ''])),
  );
}
