/** invoices-<filters>-<days>.csv: the file says what it holds. */
export function csvFileName(filters: { status?: string; from?: string; to?: string }, today: Date = new Date()): string {
  const parts = ['invoices', filters.status, filters.from && `from-${filters.from}`, filters.to && `to-${filters.to}`];
  const stamp = today.toISOString().slice(0, 10);
  return `${parts.filter(Boolean).join('-')}-${stamp}.csv`;
}
