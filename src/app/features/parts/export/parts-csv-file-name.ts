/** parts-csv-<filters>-<day>.csv: the file says what it holds. */
export function partsCsvFileName(filters: { status?: string; part_type?: string; q?: string }, today: Date = new Date()): string {
  const words = ['parts', filters.status, filters.part_type, filters.q && 'search'];
  return `${words.filter(Boolean).join('-')}-${today.toISOString().slice(0, 10)}.csv`;
}
