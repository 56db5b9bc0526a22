/**
 * Answers the server placed in a cold load's HTML (a `<script type="application/json">` block):
 * the session and the first reads of the screen, so the data needs no round trip after the
 * scripts have run. Each is used once, by a GET of exactly the URL it was read at, and only
 * shortly after the page loaded: later the data may have changed, and the portal asks again.
 */
const ELEMENT_ID = 'served-answers';
/** As fresh as a read made when the page was served; past this the portal reads for itself. */
const FRESH_FOR_MS = 30_000;

let answers: Map<string, unknown> | undefined;

function readServedAnswers(): Map<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  element?.remove();
  try {
    const parsed: unknown = JSON.parse(element?.textContent ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return new Map(Object.entries(parsed));
  } catch {
    // A block that does not parse is as good as none: the portal reads for itself.
  }
  return new Map();
}

/** The answer served for a GET of `url`, once; undefined when none was served, or it is no longer fresh. */
export function takeServedAnswer(url: string): unknown {
  answers ??= readServedAnswers();
  if (answers.size === 0) return undefined;
  if (performance.now() > FRESH_FOR_MS) {
    answers.clear();
    return undefined;
  }
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}
