import type { PhoneSlot } from '#app/components/phone-table';

/**
 * Below 640 px a list row is a card: its cells sit in a two-column grid, each under its
 * column's name. Every row keeps one fixed height (the window virtualizer positions rows by
 * arithmetic), so the height follows from which cells the card shows and how they pack.
 *
 * - `title`: the first line across the card, no caption (the row's link: label, number)
 * - `half`: one of two cells on a line, captioned
 * - `full`: a whole line, captioned
 * - `hidden`: left off the card (still in the desktop table)
 */

const PADDING_PX = 16;
const TITLE_PX = 44;
/** A 16 px caption over a 24 px value. */
const FIELD_PX = 40;
const GAP_PX = 4;

/** Height of a card with these cells, in pixels. */
export function phoneRowHeight(slots: readonly PhoneSlot[]): number {
  let titleLines = 0;
  let fieldLines = 0;
  let openHalf = false;
  for (const slot of slots) {
    if (slot === 'title') titleLines++;
    else if (slot === 'full') {
      fieldLines++;
      openHalf = false;
    } else if (slot === 'half') {
      if (!openHalf) fieldLines++;
      openHalf = !openHalf;
    }
  }
  const lines = titleLines + fieldLines;
  return PADDING_PX + titleLines * TITLE_PX + fieldLines * FIELD_PX + Math.max(0, lines - 1) * GAP_PX;
}
