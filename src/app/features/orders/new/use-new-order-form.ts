import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ORDER_RULES } from '../../../../contract/orders';
import type { PartListItem } from '../../../../contract/parts';
import { isApiError } from '../../../lib/api-error';
import { userTimeZone } from '../../../lib/format';
import { useCreateOrder } from '../api/create-order-mutation';
import { clearOrderDraft, loadOrderDraft, saveOrderDraft, type OrderDraft } from './order-draft';
import { orderFormErrors, type OrderFormField } from './order-form-errors';
import { ORDERABLE_PART_STATUSES, useOrderableParts } from '../api/orderable-parts-query';
import { usePartLookups } from '../api/part-lookup-query';
import { partName } from './part-option-label';
import { resolvePickupWindow } from './pickup-window-input';

const ORDERABLE: ReadonlySet<string> = new Set(ORDERABLE_PART_STATUSES);

/** State of the create form: the typed draft (kept in sessionStorage), the parts (in the URL), errors and the submission. */
export function useNewOrderForm(selectedIds: readonly string[]) {
  const timeZone = userTimeZone();
  const navigate = useNavigate();
  const [draft, setDraftState] = useState<OrderDraft>(loadOrderDraft);
  const [attempted, setAttempted] = useState(false);
  useEffect(() => saveOrderDraft(draft), [draft]);

  const orderable = useOrderableParts();
  const known = new Map<string, PartListItem>(orderable.rows.map((part) => [part.id, part]));
  const lookups = usePartLookups(selectedIds.filter((id) => !known.has(id)));
  const partOf = (id: string) => known.get(id) ?? lookups.found.get(id);
  const nameOf = (id: string) => {
    const part = partOf(id);
    return part ? partName(part) : id;
  };

  const create = useCreateOrder((order) => {
    clearOrderDraft();
    void navigate({ to: '/orders/$orderId', params: { orderId: order.id } });
  });

  const pickup = resolvePickupWindow(draft, timeZone, new Date());
  const client: Partial<Record<OrderFormField, string[]>> = {};
  if (selectedIds.length === 0) client.parts = ['Choose at least one part.'];
  if (selectedIds.length > ORDER_RULES.maxParts) client.parts = [`An order takes at most ${ORDER_RULES.maxParts} parts.`];
  for (const field of ['day', 'start', 'end'] as const) {
    const message = pickup.errors[field];
    if (message) client[field] = [message];
  }
  if (draft.instructions.length > ORDER_RULES.instructionsMax) {
    client.instructions = [`Instructions can be at most ${ORDER_RULES.instructionsMax} characters.`];
  }

  const failure = create.isError ? create.error : null;
  const rejected = isApiError(failure) && failure.code === 'validation_failed';
  const server = rejected ? orderFormErrors(failure.details, create.variables?.values.part_ids ?? [], nameOf) : null;
  const fields: Partial<Record<OrderFormField, string[]>> = {};
  // The window rules are explained as soon as a whole window is typed; missing fields only after a submit.
  const windowTyped = Boolean(draft.day && draft.start && draft.end);
  for (const field of ['parts', 'day', 'start', 'end', 'instructions'] as const) {
    const live = attempted || (windowTyped && (field === 'start' || field === 'end')) || field === 'instructions';
    const messages = [...(live ? (client[field] ?? []) : []), ...(server?.fields[field] ?? [])];
    if (messages.length > 0) fields[field] = messages;
  }

  /** Any edit makes the last answer stale; an unchanged resubmit still reuses its Idempotency-Key. */
  function edited() {
    if (create.isError) create.reset();
  }

  function setDraft(next: Partial<OrderDraft>) {
    edited();
    setDraftState((current) => ({ ...current, ...next }));
  }

  /** Sends the order, or returns false when the form has problems to fix first. */
  function submit(): boolean {
    setAttempted(true);
    if (create.isPending) return true;
    if (Object.keys(client).length > 0 || !pickup.start || !pickup.end) return false;
    create.submit({
      part_ids: [...selectedIds],
      pickup_window_start: pickup.start.toISOString(),
      pickup_window_end: pickup.end.toISOString(),
      instructions: draft.instructions,
    });
    return true;
  }

  const chips = selectedIds.map((id) => {
    const part = partOf(id);
    let warning: string | undefined;
    if (lookups.failed.has(id)) warning = 'not found';
    else if (part && !ORDERABLE.has(part.status)) warning = `can’t be ordered (${part.status.replace(/_/g, ' ')})`;
    return { id, name: nameOf(id), warning };
  });
  const partTypes = selectedIds.flatMap((id) => partOf(id)?.part_type ?? []);

  return {
    timeZone,
    draft,
    setDraft,
    edited,
    pickup,
    fields,
    formErrors: server?.form ?? [],
    /** The summary of problems appears after a submit, not while the user is still typing. */
    showSummary: attempted || rejected,
    failure: rejected ? null : failure,
    create,
    submit,
    chips,
    partTypes,
    unresolved: selectedIds.length - partTypes.length,
  };
}
