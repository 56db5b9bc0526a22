import { INVOICE_STATUSES } from '#contract/invoices';
import type { BadgeTone } from '#app/components/ui/badge';
import { humanize } from '#app/lib/format/humanize';

export const INVOICE_STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  draft: 'muted',
  sent: 'info',
  paid: 'success',
  overdue: 'danger',
};

export const INVOICE_STATUS_OPTIONS = INVOICE_STATUSES.map((value) => ({ value, label: humanize(value) }));
