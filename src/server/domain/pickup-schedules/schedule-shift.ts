/**
 * How many days a closed day may move a pickup forward at most (occurrences.ts: never onto or past
 * the rule's next date either). The schedule's answer and its placement must read occurrences alike.
 */
export const MAX_SHIFT_DAYS = 7;
