import { humanize } from './humanize';

/** A part's status as the account reads it, in a file or a message; a status this portal does not know is humanized. */
const WORDS: Readonly<Record<string, string>> = {
  with_customer: 'With you',
  pickup_scheduled: 'Pickup scheduled',
  in_transit_to_center: 'On its way to the service centre',
  at_service_center: 'At the service centre',
  in_transit_back: 'On its way back to you',
  delivered: 'Delivered',
  retired: 'Retired',
};

export function partStatusWords(status: string): string {
  return Object.hasOwn(WORDS, status) ? WORDS[status]! : humanize(status);
}
