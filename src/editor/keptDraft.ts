import { useEffect, useState } from 'react';
import { isObject, sameJson, type Json } from '../lib/json';
import { safeStorage } from '../lib/safeStorage';

/**
 * A draft not saved yet, kept in this tab's session storage (which a reload, a stopped server and
 * a crash of the page's script leave alone) with what it was made from, as a save names it.
 */
export interface KeptDraft {
  draft: Json;
  base: { content: Json; version: string } | null;
}

const storage = safeStorage('sessionStorage');
const keyOf = (file: string) => `editor draft: ${file}`;

/** The draft this tab kept of `file`, unless it is the file as loaded. */
export function keptOf(file: string, loaded: Json): KeptDraft | null {
  try {
    const kept = JSON.parse(storage.get(keyOf(file)) ?? 'null') as unknown;
    if (!isObject(kept) || !('draft' in kept) || sameJson(kept.draft, loaded)) return null;
    return kept as unknown as KeptDraft;
  } catch {
    return null;
  }
}

/**
 * Keeps the draft of `file` in this tab until it is saved (`saved`: the file as the form last
 * loaded or saved it; `base` null: none yet), and offers back a draft kept before: `offered`, until the owner restores
 * or discards it (what they type meanwhile is kept once they have chosen).
 */
export function useKeptDraft(
  file: string,
  { draft, saved, base }: { draft: Json; saved: Json; base: KeptDraft['base'] },
) {
  const [offered, setOffered] = useState(() => keptOf(file, saved));
  useEffect(() => {
    if (offered) return;
    // A file not made yet (a new application) is kept as begun, too.
    if (base !== null && sameJson(draft, saved)) storage.remove(keyOf(file));
    else storage.set(keyOf(file), JSON.stringify({ draft, base } satisfies KeptDraft));
  }, [file, draft, saved, base, offered]);
  return { offered, settled: () => setOffered(null) };
}
