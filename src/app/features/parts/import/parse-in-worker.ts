import type { TableResult, TableSource } from './read-table';

/** readTable on a worker thread of its own (a module worker, same origin: the CSP's script-src 'self' admits it). */
export function parseInWorker(source: TableSource): Promise<TableResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module', name: 'parts-import' });
    worker.onmessage = (event: MessageEvent<TableResult>) => {
      resolve(event.data);
      worker.terminate();
    };
    worker.onerror = (event) => {
      reject(new Error(event.message || 'The file could not be read.'));
      worker.terminate();
    };
    worker.postMessage(source, 'bytes' in source ? [source.bytes] : []);
  });
}
