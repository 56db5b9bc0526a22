import { useCallback, useEffect, useRef, useState } from 'react';
import { collectInvoices, type CollectProgress } from './collect-invoices';
import { downloadText } from './download-file';
import { csvFileName, invoicesToCsv } from './invoices-csv';
import type { InvoicesSearch } from '#app/features/invoices/list/invoices-search';

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: CollectProgress }
  | { phase: 'done'; count: number; fileName: string }
  | { phase: 'cancelled' }
  | { phase: 'failed'; error: unknown };

/**
 * Runs one CSV export of the filtered list at a time; cancelled by the user or by unmounting
 * (the screen keys the export by its filters, so a new filter starts fresh).
 */
export function useInvoicesExport(filters: InvoicesSearch, currency: string) {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    try {
      const rows = await collectInvoices(filters, {
        signal: current.signal,
        onProgress: (progress) => setState({ phase: 'running', progress }),
      });
      const fileName = csvFileName(filters);
      downloadText(invoicesToCsv(rows, currency), fileName, 'text/csv;charset=utf-8');
      setState({ phase: 'done', count: rows.length, fileName });
    } catch (error) {
      if (current.signal.aborted) {
        if (controller.current === current) setState({ phase: 'cancelled' });
        return;
      }
      setState({ phase: 'failed', error });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }, [filters, currency]);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, start, cancel };
}
