import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PartListItem } from '#contract/parts';
import { collectPages, type CollectProgress } from '#app/lib/csv/collect-pages';
import { downloadBlob } from '#app/lib/csv/download-file';
import { humanize } from '#app/lib/format/humanize';
import { fetchPartsPage } from '#app/features/parts/api/parts-list-query';
import type { PartsSearch } from '#app/features/parts/list/parts-search';
import { partUrl } from '#app/features/parts/part-url';
import { labelStock, sheetsFor, type LabelStockId } from './label-stocks';
import type { LabelSheetMessage, LabelSheetRequest } from './label-sheet.worker';

/** 100 Letter sheets: more is a job for several smaller PDFs (and a browser tab would hold it all). */
export const MAX_LABELS = 3000;

export type LabelSource =
  { kind: 'selected'; parts: readonly PartListItem[] } | { kind: 'list'; filters: PartsSearch; total: number };

export type LabelSheetState =
  | { phase: 'idle' }
  | { phase: 'collecting'; progress: CollectProgress }
  | { phase: 'drawing'; count: number; drawn: number }
  | { phase: 'done'; count: number; sheets: number; fileName: string }
  | { phase: 'too-many'; total: number }
  | { phase: 'failed'; error: unknown };

class TooManyLabels extends Error {
  constructor(readonly total: number) {
    super(`${total} labels`);
  }
}

/**
 * The sheet drawn by a worker (label-sheet.worker.ts), which loads pdf-lib and the QR encoder
 * only when someone prints labels; aborting ends the worker at once, wherever it is.
 */
function drawInWorker(request: LabelSheetRequest, signal: AbortSignal, onDrawn: (drawn: number) => void): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./label-sheet.worker.ts', import.meta.url), { type: 'module', name: 'label-sheet' });
    const stop = () => {
      worker.terminate();
      reject(new DOMException('Stopped', 'AbortError'));
    };
    signal.addEventListener('abort', stop, { once: true });
    const finish = () => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.onmessage = ({ data }: MessageEvent<LabelSheetMessage>) => {
      if (data.kind === 'progress') return onDrawn(data.drawn);
      finish();
      if (data.kind === 'done') resolve(data.bytes);
      else reject(new Error(data.message));
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'The label sheet could not be drawn.'));
    };
    worker.postMessage(request);
  });
}

/**
 * The parts' kitchens by name where the account has more than one active site; none otherwise (one
 * kitchen, a server without sites, or the sites not readable now: the labels then go without).
 */
async function siteNamesForLabels(queryClient: QueryClient): Promise<Map<string, string>> {
  // Imported here: the parts list's shared module is loaded by screens that never load the sites chunk.
  const { sitesQueryOptions } = await import('#app/features/sites/api/sites-query');
  const sites = await queryClient.fetchQuery(sitesQueryOptions('active')).catch(() => null);
  return new Map(sites && sites.length > 1 ? sites.map((site) => [site.id, site.name]) : []);
}

export function labelsFileName(today: Date = new Date()): string {
  return `part-labels-${today.toISOString().slice(0, 10)}.pdf`;
}

/** Collects the parts (every page of a filtered list, or the selection), draws the sheet, downloads it. */
export function useLabelSheet(source: LabelSource) {
  const [state, setState] = useState<LabelSheetState>({ phase: 'idle' });
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    /** `skip`: labels of the first sheet used already. */
    async (stockId: LabelStockId, skip = 0) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      try {
        const parts =
          source.kind === 'selected'
            ? source.parts
            : await collectPages(
                async (call) => {
                  const page = await fetchPartsPage(source.filters, call);
                  if (page.meta.total > MAX_LABELS) throw new TooManyLabels(page.meta.total);
                  return page;
                },
                { signal: current.signal, onProgress: (progress) => setState({ phase: 'collecting', progress }) },
              );
        if (parts.length > MAX_LABELS) throw new TooManyLabels(parts.length);
        setState({ phase: 'drawing', count: parts.length, drawn: 0 });
        const stock = labelStock(stockId);
        const siteNames = await siteNamesForLabels(queryClient);
        const bytes = await drawInWorker(
          {
            parts: parts.map((part) => ({
              id: part.id,
              internal_label: part.internal_label,
              serial_number: part.serial_number,
              type: humanize(part.part_type),
              site: part.site_id === undefined ? undefined : siteNames.get(part.site_id),
            })),
            urls: parts.map((part) => partUrl(part.id)),
            stock,
            skip,
          },
          current.signal,
          (drawn) => setState({ phase: 'drawing', count: parts.length, drawn }),
        );
        if (current.signal.aborted) return;
        const fileName = labelsFileName();
        downloadBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), fileName);
        setState({ phase: 'done', count: parts.length, sheets: sheetsFor(parts.length, stock, skip), fileName });
      } catch (error) {
        if (current.signal.aborted) return setState({ phase: 'idle' });
        setState(error instanceof TooManyLabels ? { phase: 'too-many', total: error.total } : { phase: 'failed', error });
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [source, queryClient],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}
