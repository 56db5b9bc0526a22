import { expect, type Page } from '@playwright/test';

/**
 * Markup, handler, URL-scheme and template payloads. Each one, if the portal ever interpreted
 * it, would set `window.__xss` or leave an element or attribute behind that `payloadTraces` finds.
 */
export const XSS_PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '"><svg onload="window.__xss=1">',
  'javascript:window.__xss=1',
  "{{constructor.constructor('window.__xss=1')()}}",
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<a href="javascript:window.__xss=1">x</a>',
] as const;

/** A per-run token, so each test finds the records it made among everything else in the account. */
export function runToken(): string {
  return `xss${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * How the portal shows enum-like server text (statuses, actors, service types) that it does not
 * know: underscores and hyphens read as spaces, first letter capitalised (src/app/lib/format/format.ts).
 * Still literal text — only those characters change.
 */
export function humanized(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : value;
}

declare global {
  interface Window {
    __xss?: unknown;
    __cspViolations?: { directive: string; blocked: string; sample: string }[];
  }
}

export interface XssProbes {
  dialogs: string[];
}

/**
 * Before any page script runs: record CSP violations (the browser reports every inline script or
 * handler it blocks) and every alert/confirm/prompt. Call before the first page.goto.
 */
export async function armXssProbes(page: Page): Promise<XssProbes> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  const probes: XssProbes = { dialogs: [] };
  page.on('dialog', (dialog) => {
    probes.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return probes;
}

/**
 * Elements and attributes in the live DOM that only an interpreted payload could have made:
 * inline event handlers, inline scripts, frames, `img src=x`, script-scheme URLs. The CSP would
 * block the handlers from running, so this is the check that fails if the app injected HTML.
 */
export async function payloadTraces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    // As the URL parser reads it: control characters and spaces don't count.
    const scheme = (value: string) =>
      /^([a-z][a-z0-9+.-]*):/i
        .exec(
          Array.from(value)
            .filter((c) => c.charCodeAt(0) > 0x20)
            .join(''),
        )?.[1]
        ?.toLowerCase();
    // A data: image is harmless (the CSP allows it); a data: document to navigate to is not.
    const unsafeUrl = (name: string, value: string) => {
      const kind = scheme(value);
      return kind === 'javascript' || kind === 'vbscript' || (kind === 'data' && name !== 'src');
    };
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase();
      if (tag === 'script' && !element.hasAttribute('src')) found.push('inline <script>');
      if (tag === 'iframe' || tag === 'object' || tag === 'embed' || tag === 'frame') found.push(`<${tag}>`);
      if (tag === 'img' && element.getAttribute('src') === 'x') found.push('<img src=x>');
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
        if (name === 'srcdoc') found.push(`<${tag} srcdoc>`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) && unsafeUrl(name, attribute.value)) {
          found.push(`<${tag} ${name}="${attribute.value}">`);
        }
      }
    }
    return found;
  });
}

/** No payload ran, none left a trace in the DOM, and the CSP had nothing to block. */
export async function expectNoXss(page: Page, probes: XssProbes, where: string): Promise<void> {
  expect(await page.evaluate(() => window.__xss), `window.__xss on ${where}`).toBeUndefined();
  expect(probes.dialogs, `dialogs on ${where}`).toEqual([]);
  expect(await payloadTraces(page), `payload-made DOM on ${where}`).toEqual([]);
  expect(await page.evaluate(() => window.__cspViolations ?? null), `CSP violations on ${where}`).toEqual([]);
}
