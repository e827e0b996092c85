/** Reading one row of an export's CSV file: its texts, dates and addresses, made clean. */
import { isWebAddress } from '../../lib/webAddress';
import { cleanText, isoDate } from './texts';

export type Row = Record<string, string>;

/** A column's text, clean; undefined when empty. The name is as LinkedIn writes it. */
export const text = (row: Row, column: string): string | undefined =>
  cleanText(row[column.toLowerCase()]) || undefined;

/** The first of these columns that the row has text in (one name today, another in 2018). */
export const textOf = (row: Row, ...columns: string[]) =>
  columns.map((column) => text(row, column)).find(Boolean);

/** An address with its scheme, as a browser writes it: LinkedIn keeps `example.dev` as typed. */
export function webAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const address = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  return isWebAddress(address) ? new URL(address).href : undefined;
}

/** An object without its undefined fields, so the resume has only what the export had. */
export const defined = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** A date the export writes in a way LinkedIn does not, kept as written. */
export interface UnreadDate {
  column: string;
  value: string;
}

/**
 * JSON Resume's date fields from the row's columns (`{ startDate: ['Started On', 'Start Date'] }`):
 * each as an ISO date, or, when LinkedIn's way of writing it is not recognised, kept under the
 * column's name and reported.
 */
export function dates(
  row: Row,
  fields: Record<string, string[]>,
  unread: UnreadDate[],
): Record<string, string> {
  const read: Record<string, string> = {};
  for (const [field, columns] of Object.entries(fields)) {
    const column = columns.find((name) => text(row, name));
    if (!column) continue;
    const value = text(row, column)!;
    const iso = isoDate(value);
    if (iso) read[field] = iso;
    else {
      read[column] = value;
      unread.push({ column, value });
    }
  }
  return read;
}
