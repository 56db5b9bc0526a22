import { addDays } from '../pickup-windows/calendar-days';
import { occurrencesAheadOn, type Occurrence, type OccurrenceInput } from './occurrences';

/**
 * When a schedule's orders are placed. The lead time counts back from the rule's date, not from a
 * shifted pickup day: a closure found later then never moves an order that was due already, and a
 * shift only lengthens the notice.
 */
export function orderDateFor(occurrenceDate: string, leadDays: number): string {
  return addDays(occurrenceDate, -leadDays);
}

/**
 * The occurrences whose order should exist on `today`: not skipped, lead time begun, pickup day not
 * past. One whose lead time had begun already when the schedule was made or resumed is among them,
 * so it is placed at once. The caller leaves out those placed already (one order per occurrence).
 */
export function occurrencesDueForPlacement(input: OccurrenceInput & { leadDays: number; today: string }): Occurrence[] {
  const horizon = addDays(input.today, input.leadDays);
  // Pickups not past, up to the first rule date whose lead time has not begun (the one before needs it to know how far it may shift).
  const upcoming = occurrencesAheadOn(input, input.today, (dates) => dates.length > 0 && dates[dates.length - 1]! > horizon);
  return upcoming.filter(
    (occurrence) => occurrence.status !== 'skipped' && orderDateFor(occurrence.date, input.leadDays) <= input.today,
  );
}
