export interface ServiceOutcome {
  wearBefore: number;
  wearAfter: number;
  technicianNotes: string;
}

function notesFor(wearBefore: number, sharpeningCount: number): string {
  if (wearBefore >= 80) return 'Heavy wear: reprofiled the edge and removed chips. Consider replacement within a few services.';
  if (wearBefore >= 50) return 'Reground the bevel and honed to a fine edge.';
  if (sharpeningCount >= 10) return 'Light hone; the edge geometry is getting thin after many services.';
  return 'Light hone; edge true and clean.';
}

/**
 * A sharpening brings wear down to a residue that grows with the number of
 * past services (metal removed each time), below the intake wear when there is
 * any. The intake wear is the part's recorded wear, as measured.
 */
export function sharpen(part: { wearLevel: number; sharpeningCount: number }): ServiceOutcome {
  const wearBefore = Math.min(100, Math.max(0, part.wearLevel));
  const residue = Math.min(part.sharpeningCount, 8);
  const wearAfter = Math.max(0, Math.min(residue, wearBefore - 1));
  return { wearBefore, wearAfter, technicianNotes: notesFor(wearBefore, part.sharpeningCount) };
}
