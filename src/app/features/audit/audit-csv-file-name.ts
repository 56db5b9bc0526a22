/** audit-log-<action>-<from>-<to>-<day>.csv: the file says what it holds. */
export function auditCsvFileName(
  filters: { action?: string | undefined; from?: string | undefined; to?: string | undefined },
  today: Date = new Date(),
): string {
  const words = [
    'audit-log',
    filters.action?.replace('.', '-'),
    filters.from && `from-${filters.from}`,
    filters.to && `to-${filters.to}`,
  ];
  return `${words.filter(Boolean).join('-')}-${today.toISOString().slice(0, 10)}.csv`;
}
