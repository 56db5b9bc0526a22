/// <reference lib="webworker" />
import { makeLabelSheet, type LabelPart } from './label-sheet-pdf';
import type { LabelStock } from './label-stocks';

export interface LabelSheetRequest {
  parts: LabelPart[];
  /** Each part's QR address, in the parts' order (the page's origin is not the worker's to know). */
  urls: string[];
  stock: LabelStock;
  /** Labels of the first sheet used already, left blank. */
  skip: number;
}

export type LabelSheetMessage =
  { kind: 'progress'; drawn: number } | { kind: 'done'; bytes: Uint8Array } | { kind: 'failed'; message: string };

/**
 * Draws a label sheet off the page's main thread: thousands of QR codes take seconds, which on
 * the page would freeze it (and its Stop button). The page ends the worker to stop it.
 */
self.onmessage = async ({ data }: MessageEvent<LabelSheetRequest>) => {
  const post = (message: LabelSheetMessage, transfer: Transferable[] = []) => self.postMessage(message, { transfer });
  try {
    const urlOf = new Map(data.parts.map((part, index) => [part.id, data.urls[index]!]));
    const bytes = await makeLabelSheet(
      data.parts,
      data.stock,
      (id) => urlOf.get(id)!,
      (drawn) => post({ kind: 'progress', drawn }),
      data.skip,
    );
    post({ kind: 'done', bytes }, [bytes.buffer]);
  } catch (error) {
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
