import * as z from 'zod/mini';

/**
 * The create form's typed values, kept in sessionStorage so they survive errors and a
 * reload of the tab. Nothing secret is in here: part ids, a day, two times (or a chosen window) and the note.
 * The selected parts live in the URL (`part_ids`), so a shared link preselects them.
 */
export interface OrderDraft {
  day: string;
  start: string;
  end: string;
  /** The offered window chosen ("start/end" in UTC), on a server that offers windows. */
  window: string;
  instructions: string;
  /** The customer's purchase-order reference, printed on the invoice (optional). */
  purchaseOrder: string;
}

export const EMPTY_DRAFT: OrderDraft = { day: '', start: '', end: '', window: '', instructions: '', purchaseOrder: '' };

const STORAGE_KEY = 'whetstone.order-draft.v1';

const text = z.catch(z.string(), '');
const draftSchema = z.object({ day: text, start: text, end: text, window: text, instructions: text, purchaseOrder: text });

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function loadOrderDraft(): OrderDraft {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return EMPTY_DRAFT;
  try {
    const parsed = z.safeParse(draftSchema, JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveOrderDraft(draft: OrderDraft): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, it just won't survive a reload.
  }
}

export function clearOrderDraft(): void {
  storage()?.removeItem(STORAGE_KEY);
}
