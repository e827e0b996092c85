/**
 * One résumé document of a corpus read as `npm run content:import` reads it and scored against
 * the person it was made from (resumeScore.ts): its fields, the values made up, and the words it
 * dropped without listing them as unplaced (the import's report must be true).
 */
import fs from 'node:fs';
import type { JsonResume } from '../../src/buildtime/jsonResume/format';
import { docxLines } from '../../src/buildtime/resumeDocument/docxLines';
import { pdfLines } from '../../src/buildtime/resumeDocument/pdfLines';
import { readResumeDocument } from '../../src/buildtime/resumeDocument/readResumeDocument';
import { readSections } from '../../src/buildtime/resumeDocument/sections';
import { scoreResume, wordsLeftOut } from './resumeScore';

export type DocumentScore = ReturnType<typeof scoreResume> & {
  language: string;
  unplaced: number;
  leftOut: string[];
};

/** A document read back as the import reads it, scored against the person it was made from. */
export async function readBack(
  bytes: Uint8Array,
  kind: 'pdf' | 'docx',
  person: Parameters<typeof scoreResume>[0],
) {
  const lines = kind === 'pdf' ? await pdfLines(bytes) : await docxLines(bytes);
  const text = lines.map((line) => [line.text, ...line.links].join(' ')).join(' ');
  const read = await readResumeDocument(bytes, kind, {});
  return { lines, read, ...scoreResume(person, read.resume, text) };
}

export async function scoreDocument(file: string, person: JsonResume): Promise<DocumentScore> {
  const bytes = new Uint8Array(fs.readFileSync(file));
  const { lines, read, ...score } = await readBack(
    bytes,
    file.endsWith('.docx') ? 'docx' : 'pdf',
    person,
  );
  const { resume, language, unplaced } = read;
  const headings = readSections(lines).flatMap(({ heading }) => (heading ? [heading] : []));
  return {
    ...score,
    language,
    unplaced: unplaced.length,
    leftOut: wordsLeftOut(
      lines.map((line) => line.text),
      resume,
      unplaced,
      headings,
    ),
  };
}

const rightOf = ({ fields }: DocumentScore) => fields.filter((field) => field.right).length;
/** The share read right, a made-up value counted as a field read wrong. */
export const shareOf = (scores: DocumentScore[]) =>
  scores.reduce((sum, score) => sum + rightOf(score), 0) /
  scores.reduce((sum, score) => sum + score.fields.length + score.madeUp.length, 0);

/** The scores as a table, one document a row: what the closing note and measurements quote. */
export function scoresTable(scores: Map<string, DocumentScore>): string {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  const all = [...scores.values()];
  const sum = (count: (score: DocumentScore) => number) =>
    String(all.reduce((total, score) => total + count(score), 0));
  return [
    row([
      'document',
      'fields shown',
      'read right',
      'made up',
      'share',
      'unplaced',
      'words dropped',
    ]),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...[...scores].map(([file, score]) =>
      row([
        file,
        String(score.fields.length),
        String(rightOf(score)),
        String(score.madeUp.length),
        percent(shareOf([score])),
        String(score.unplaced),
        String(score.leftOut.length),
      ]),
    ),
    row([
      'all',
      sum((score) => score.fields.length),
      sum(rightOf),
      sum((score) => score.madeUp.length),
      percent(shareOf(all)),
      sum((score) => score.unplaced),
      sum((score) => score.leftOut.length),
    ]),
  ].join('\n');
}
