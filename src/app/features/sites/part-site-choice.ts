import type { Site } from '#contract/sites';

/** What a "Site" choice needs of a site. */
export type SiteOption = Pick<Site, 'id' | 'name'>;

/** Where a site choice was made: each form remembers its own last choice for the browser session. */
export type SiteChoiceScope = 'register-part' | 'import-parts';

const storageKey = (scope: SiteChoiceScope) => `whetstone.site-choice.${scope}.v1`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The active sites a new part may go to, in name order, or none when there is nothing to choose:
 * a server without sites, or an account with one active site (the server then defaults to it).
 */
export function siteChoices(sites: readonly SiteOption[] | null | undefined): SiteOption[] {
  return sites && sites.length >= 2 ? sitesByName(sites) : [];
}

export function sitesByName<T extends SiteOption>(sites: readonly T[]): T[] {
  return [...sites].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/** The site last chosen in this form, while it is still one of the choices; else the first in name order. */
export function defaultSiteId(choices: readonly SiteOption[], remembered: string | null): string {
  if (choices.length === 0) return '';
  return choices.some((site) => site.id === remembered) ? remembered! : choices[0]!.id;
}

export function loadRememberedSite(scope: SiteChoiceScope): string | null {
  try {
    return storage()?.getItem(storageKey(scope)) ?? null;
  } catch {
    return null;
  }
}

export function rememberSite(scope: SiteChoiceScope, siteId: string): void {
  try {
    storage()?.setItem(storageKey(scope), siteId);
  } catch {
    // A full or refused storage only loses the default for next time.
  }
}
