async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  // WOFF's tables are zlib streams: what DecompressionStream calls "deflate".
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * A WOFF 1.0 font as the plain TrueType/OpenType file it wraps: each table inflated by the
 * platform's own zlib. fontkit can read WOFF itself, but inflates in JavaScript, which took most
 * of a label sheet's time for a few CJK pieces.
 */
export async function woffToSfnt(woff: Uint8Array): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) return woff; // not 'wOFF': already a plain font
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const entry = 44 + index * 20;
      const offset = view.getUint32(entry + 4);
      const compressed = view.getUint32(entry + 8);
      const length = view.getUint32(entry + 12);
      const stored = woff.subarray(offset, offset + compressed);
      return {
        tag: view.getUint32(entry),
        checksum: view.getUint32(entry + 16),
        data: compressed < length ? await inflate(stored) : stored,
      };
    }),
  );
  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + 16 * count;
  const sfnt = new Uint8Array(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  const out = new DataView(sfnt.buffer);
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  out.setUint32(0, flavor);
  out.setUint16(4, count);
  out.setUint16(6, searchRange);
  out.setUint16(8, entrySelector);
  out.setUint16(10, count * 16 - searchRange);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    out.setUint32(record, table.tag);
    out.setUint32(record + 4, table.checksum);
    out.setUint32(record + 8, offset);
    out.setUint32(record + 12, table.data.length);
    sfnt.set(table.data, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
