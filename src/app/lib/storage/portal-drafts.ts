/**
 * Work the portal keeps in this browser between visits so a reload loses nothing (an import's
 * progress). Never a credential: the session stays in its HttpOnly cookie, the CSRF token in
 * memory. Every key starts with the prefix, so signing out clears them all.
 */
const PREFIX = 'whetstone:draft:';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft<T>(name: string): T | null {
  const text = storage()?.getItem(PREFIX + name);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** False when the browser would not keep it (storage off or full): the work goes on, only a reload would lose it. */
export function writeDraft(name: string, value: unknown): boolean {
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify(value));
    return storage() !== null;
  } catch {
    return false;
  }
}

export function removeDraft(name: string): void {
  storage()?.removeItem(PREFIX + name);
}

/** On sign-out: nothing of this session's work stays in the browser. */
export function clearDrafts(): void {
  const kept = storage();
  if (!kept) return;
  for (const key of Object.keys(kept)) if (key.startsWith(PREFIX)) kept.removeItem(key);
}
