// Replaced by helper 66b's reader at merge.
import type { JsonResume } from '../jsonResume/format';

export async function readResumeDocument(
  bytes: Uint8Array,
  kind: 'pdf' | 'docx',
  options: { language?: string },
): Promise<{
  resume: JsonResume;
  language: string;
  unplaced: { line: string; page?: number; reason: string; placedIn?: string }[];
}> {
  void bytes;
  void kind;
  void options;
  throw new Error('not built yet');
}
