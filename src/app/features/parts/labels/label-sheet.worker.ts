/// <reference lib="webworker" />
import { makeLabelSheet, type LabelPart } from './label-sheet-pdf';
import type { LabelStock } from './label-stocks';
import { LABEL_FONTS_MANIFEST_PATH, type LabelFontsManifest } from './label-fonts-manifest';
import type { LabelFontSource } from './label-typefaces';

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

async function fetched(path: string): Promise<Response> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`The fonts for these labels could not be loaded (HTTP ${response.status}).`);
  return response;
}

/** The fonts' pieces, from the portal's own origin (the same as this worker's). */
const portalFonts: LabelFontSource = {
  manifest: async () => (await (await fetched(LABEL_FONTS_MANIFEST_PATH)).json()) as LabelFontsManifest,
  piece: async (path) => new Uint8Array(await (await fetched(path)).arrayBuffer()),
};

/**
 * Draws a label sheet off the page's main thread: thousands of QR codes take seconds, which on
 * the page would freeze it (and its Stop button). The page ends the worker to stop it.
 */
self.onmessage = async ({ data }: MessageEvent<LabelSheetRequest>) => {
  const post = (message: LabelSheetMessage, transfer: Transferable[] = []) => self.postMessage(message, { transfer });
  try {
    const urlOf = new Map(data.parts.map((part, index) => [part.id, data.urls[index]!]));
    const bytes = await makeLabelSheet(data.parts, data.stock, (id) => urlOf.get(id)!, {
      onSheet: (drawn) => post({ kind: 'progress', drawn }),
      skip: data.skip,
      fontSource: portalFonts,
    });
    post({ kind: 'done', bytes }, [bytes.buffer]);
  } catch (error) {
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
