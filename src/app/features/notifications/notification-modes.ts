import {
  CATEGORY_LABELS,
  DELIVERY_MODES,
  type CategoryModes,
  type DeliveryMode,
  type NotificationCategory,
} from '#contract/notifications';

/** Apart from the page's other words: Settings shows these, and downloads no more than it needs. */
export const MODE_WORDS: Record<DeliveryMode, string> = { instant: 'Instant', digest: 'Daily digest', off: 'Off' };

/** Settings' one line: which categories come how, e.g. "Instant: Invoices · Daily digest: Order updates · Off: Pickup reminders". */
export function modesSummary(categories: CategoryModes): string {
  const entries = Object.entries(categories) as [NotificationCategory, DeliveryMode][];
  return DELIVERY_MODES.flatMap((mode) => {
    const these = entries.filter(([, chosen]) => chosen === mode).map(([category]) => CATEGORY_LABELS[category]);
    return these.length === 0 ? [] : [`${MODE_WORDS[mode]}: ${these.join(', ')}`];
  }).join(' · ');
}
