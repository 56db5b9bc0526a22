import { readTable, type TableSource } from './read-table';

/** Reads a table off the main thread, so a 10,000-row file never freezes the page. */
self.onmessage = (event: MessageEvent<TableSource>) => {
  self.postMessage(readTable(event.data));
};
