/** Files that are not text, told apart by their first bytes, and what to do instead. */
const SAVE_AS_CSV =
  'Save it as CSV first: in Excel, File → Save As → “CSV UTF-8 (Comma delimited)”; in Google Sheets, File → Download → “Comma-separated values”; in Numbers, File → Export To → CSV.';

const SIGNATURES: { bytes: number[]; message: string }[] = [
  {
    bytes: [0x50, 0x4b, 0x03, 0x04],
    message: `This is a spreadsheet workbook (.xlsx, .numbers or .ods), not a CSV file. ${SAVE_AS_CSV}`,
  },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], message: `This is an older Excel workbook (.xls), not a CSV file. ${SAVE_AS_CSV}` },
  {
    bytes: [0x25, 0x50, 0x44, 0x46],
    message: `This is a PDF, not a spreadsheet. Open the spreadsheet it came from and save that as CSV. ${SAVE_AS_CSV}`,
  },
  {
    bytes: [0x89, 0x50, 0x4e, 0x47],
    message: 'This is an image (PNG), not a spreadsheet. Choose a CSV or tab-separated text file.',
  },
  { bytes: [0xff, 0xd8, 0xff], message: 'This is an image (JPEG), not a spreadsheet. Choose a CSV or tab-separated text file.' },
  {
    bytes: [0x47, 0x49, 0x46, 0x38],
    message: 'This is an image (GIF), not a spreadsheet. Choose a CSV or tab-separated text file.',
  },
];

const startsWith = (head: Uint8Array, bytes: number[]) => bytes.every((byte, i) => head[i] === byte);

/** Why these bytes are not a text table, or null when they may be one. */
export function notTextReason(head: Uint8Array): string | null {
  const known = SIGNATURES.find((signature) => startsWith(head, signature.bytes));
  if (known) return known.message;
  // Text never holds NUL; a UTF-16 file does (every other byte), and so does any binary file.
  if (head.subarray(0, 4096).includes(0)) {
    return `This file is not plain text (it may be a binary file or text saved as UTF-16). ${SAVE_AS_CSV}`;
  }
  return null;
}

/** UTF-8 (with or without a byte order mark); a file that is not valid UTF-8 is read as Windows-1252, as Excel's plain “CSV” saves it. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}
