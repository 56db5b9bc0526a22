import { useCallback, useEffect, useRef, useState } from 'react';
import { collectPages, type CollectProgress, type FetchPage } from './collect-pages';
import { downloadCsv } from './download-file';

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: CollectProgress }
  | { phase: 'done'; count: number; fileName: string }
  | { phase: 'cancelled' }
  | { phase: 'failed'; error: unknown };

export interface CsvExportPlan<T> {
  fetchPage: FetchPage<T>;
  /** The file's text; a promise when the writer loads on demand (it carries the CSV library). */
  toCsv: (rows: T[]) => string | Promise<string>;
  fileName: () => string;
}

/**
 * Runs one CSV export of a filtered list at a time: every page, then a download. Cancelled by the
 * user or by unmounting (a screen keys its export by its filters, so a new filter starts fresh).
 */
export function useCsvExport<T>(plan: CsvExportPlan<T>) {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(plan);
  useEffect(() => {
    latest.current = plan;
  });

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const { fetchPage, toCsv, fileName } = latest.current;
    try {
      const rows = await collectPages(fetchPage, {
        signal: current.signal,
        onProgress: (progress) => setState({ phase: 'running', progress }),
      });
      const name = fileName();
      const text = await toCsv(rows);
      if (current.signal.aborted) throw new DOMException('Stopped', 'AbortError');
      downloadCsv(text, name);
      setState({ phase: 'done', count: rows.length, fileName: name });
    } catch (error) {
      if (current.signal.aborted) {
        if (controller.current === current) setState({ phase: 'cancelled' });
        return;
      }
      setState({ phase: 'failed', error });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, start, cancel };
}
