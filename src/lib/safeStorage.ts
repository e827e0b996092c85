export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * Web storage that never throws: when the browser refuses it (private modes, blocked cookies,
 * a full quota, no window at all), values live in memory for this page view instead.
 */
export function safeStorage(kind: 'localStorage' | 'sessionStorage'): SafeStorage {
  // Values the browser refused to store; they win over whatever storage still holds.
  const memory = new Map<string, string>();
  const storage = (): Storage => window[kind];
  return {
    get(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        storage().setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        storage().removeItem(key);
      } catch {
        // nothing stored there to remove
      }
    },
  };
}
