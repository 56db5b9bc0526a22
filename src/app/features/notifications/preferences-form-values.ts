import {
  CATEGORY_LABELS,
  NOTIFICATION_CATEGORIES,
  type CategoryModes,
  type NotificationCategory,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
} from '#contract/notifications';
import type { SummaryProblem } from '#app/components/ui/error-summary';
import { ApiError } from '#app/lib/http/api-error';

/** What the form holds: a mode per category, every site or the ids ticked, and the digest's zone. */
export interface PreferencesFormValues {
  categories: CategoryModes;
  allSites: boolean;
  siteIds: string[];
  digestTimeZone: string;
}

export function formValuesOf(preferences: NotificationPreferences): PreferencesFormValues {
  return {
    categories: { ...preferences.categories },
    allSites: preferences.sites === 'all',
    siteIds: preferences.sites === 'all' ? [] : [...preferences.sites],
    digestTimeZone: preferences.digest_time_zone,
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * Only what differs from what is saved, so one PATCH changes nothing else. `withSites` is false
 * when the form does not show the sites (one site or none): they are never sent then.
 */
export function patchOf(
  saved: NotificationPreferences,
  values: PreferencesFormValues,
  withSites: boolean,
): NotificationPreferencesPatch {
  const patch: NotificationPreferencesPatch = {};
  const changed = NOTIFICATION_CATEGORIES.filter((category) => values.categories[category] !== saved.categories[category]);
  if (changed.length > 0)
    patch.categories = Object.fromEntries(changed.map((category) => [category, values.categories[category]]));
  if (withSites) {
    const sites = values.allSites ? 'all' : values.siteIds;
    const same = sites === 'all' ? saved.sites === 'all' : saved.sites !== 'all' && sameIds(sites, saved.sites);
    if (!same) patch.sites = sites;
  }
  if (values.digestTimeZone !== saved.digest_time_zone) patch.digest_time_zone = values.digestTimeZone;
  return patch;
}

export const isEmptyPatch = (patch: NotificationPreferencesPatch) => Object.keys(patch).length === 0;

/** A problem's place: `categories.<category>`, `sites`, `digest_time_zone`, or `body` for anything the form does not show. */
export type PreferencesProblems = Record<string, string>;

export function problemKeyOf(field: string): string {
  const [head, second] = field.replace(/\[(\d+)\]/g, '.$1').split('.');
  if (head === 'categories') {
    return NOTIFICATION_CATEGORIES.includes(second as NotificationCategory) ? `categories.${second}` : 'categories';
  }
  if (head === 'sites' || head === 'digest_time_zone') return head;
  return 'body';
}

/** A 422's details on the form's fields: the first message for each place. */
export function serverProblems(error: Error | null): PreferencesProblems {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const problems: PreferencesProblems = {};
  for (const detail of error.details) problems[problemKeyOf(detail.field)] ??= detail.message;
  if (error.details.length === 0) problems.body = error.message;
  return problems;
}

/** Checked before sending; the server stays the judge. */
export function clientProblems(values: PreferencesFormValues, withSites: boolean): PreferencesProblems {
  if (withSites && !values.allSites && values.siteIds.length === 0)
    return { sites: 'Choose at least one site, or All my sites.' };
  return {};
}

export const CATEGORIES_FIELD_ID = 'notify-categories';
export const SITES_FIELD_ID = 'notify-sites';
export const ZONE_FIELD_ID = 'notify-digest-zone';
export const categoryFieldId = (category: string) => `notify-${category}`;

function fieldIdOf(key: string): string | undefined {
  const [head, second] = key.split('.');
  if (head === 'categories') return second ? categoryFieldId(second) : CATEGORIES_FIELD_ID;
  if (head === 'sites') return SITES_FIELD_ID;
  if (head === 'digest_time_zone') return ZONE_FIELD_ID;
  return undefined;
}

function labelOf(key: string): string {
  const [head, second] = key.split('.');
  if (head === 'categories') return second ? CATEGORY_LABELS[second as NotificationCategory] : 'Categories';
  if (head === 'sites') return 'Sites';
  if (head === 'digest_time_zone') return 'Digest time zone';
  return 'Notifications';
}

/** The error summary's list: each problem named by its place and linked to its control. */
export function problemSummary(problems: PreferencesProblems): SummaryProblem[] {
  return Object.entries(problems).map(([key, message]) => ({ message: `${labelOf(key)}: ${message}`, fieldId: fieldIdOf(key) }));
}
