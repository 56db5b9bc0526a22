/** What moving the selected parts came to: the ones moved, and each one that stayed with the reason. */
export interface MoveOutcome {
  moved: string[];
  stayed: { id: string; reason: string }[];
}

/** Parts moved at once: a few requests in flight, not hundreds (the rate limit is per key). */
const IN_FLIGHT = 4;

/**
 * Moves each part with its own request (v1 has no batch move), a few at a time; one refusal (the
 * part went into an order meanwhile) does not stop the others. Parts already at the site are left
 * alone and counted as moved: they are where they were asked to be.
 */
export async function moveParts(
  parts: readonly { id: string; site_id?: string }[],
  siteId: string,
  send: (partId: string) => Promise<unknown>,
  reasonOf: (error: unknown) => string,
): Promise<MoveOutcome> {
  const outcome: MoveOutcome = { moved: [], stayed: [] };
  const queue = parts.filter((part) => {
    if (part.site_id !== siteId) return true;
    outcome.moved.push(part.id);
    return false;
  });
  const worker = async () => {
    for (let part = queue.shift(); part; part = queue.shift()) {
      try {
        await send(part.id);
        outcome.moved.push(part.id);
      } catch (error) {
        outcome.stayed.push({ id: part.id, reason: reasonOf(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, queue.length) }, worker));
  return outcome;
}
