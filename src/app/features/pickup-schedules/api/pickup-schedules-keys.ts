/**
 * Not under another resource's key: a schedule's occurrences change when the schedule does, and
 * when an order is placed for one. A file of its own, so a screen can share the list's cache entry
 * without loading the contract's schedule schemas before it needs them.
 */
export const pickupSchedulesKeys = {
  all: ['pickup-schedules'] as const,
  list: (site: string | undefined) => [...pickupSchedulesKeys.all, 'list', site ?? null] as const,
  one: (id: string) => [...pickupSchedulesKeys.all, 'one', id] as const,
};
