/**
 * Classes that turn a table into a list of cards below 640 px (Tailwind's `max-sm`): the header
 * row is kept for assistive tech but not drawn, each row becomes a two-column grid, and each
 * cell shows its column's name from `data-phone-label` (drawn in styles.css, silent to screen
 * readers, who hear the column header). `display` changes can strip a table's semantics in
 * some browsers, so tables that use these also set their roles explicitly (table, rowgroup,
 * row, columnheader, rowheader, cell).
 */
export const PHONE_TABLE = {
  table: 'max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:block',
  row: 'max-sm:grid max-sm:grid-cols-2 max-sm:content-start max-sm:gap-x-3 max-sm:gap-y-2 max-sm:px-3 max-sm:py-3',
  cell: 'max-sm:block max-sm:min-w-0 max-sm:border-0 max-sm:p-0 max-sm:text-left',
} as const;

/** Where a cell goes on the card: the first line without a caption, a whole line, half a line, or nowhere. */
export type PhoneSlot = 'title' | 'half' | 'full' | 'hidden';

export const PHONE_SLOT_CLASS: Record<PhoneSlot, string> = {
  title: 'max-sm:col-span-2 max-sm:flex max-sm:min-h-11 max-sm:items-center',
  full: 'max-sm:col-span-2',
  half: '',
  hidden: 'max-sm:hidden',
};
