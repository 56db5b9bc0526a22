/**
 * Saves CSV text as a file through a temporary object URL (nothing is kept in browser storage).
 * UTF-8 with a byte-order mark: Excel on Windows reads a file without one in the system's code page,
 * and "Wüsthof" or "包丁" come out garbled. Every CSV reader this portal knows (its own importer too) skips it.
 */
export function downloadCsv(text: string, fileName: string): void {
  downloadBlob(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** Saves bytes (a PDF, say) as a file the same way. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
