import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { PartListItem } from '#contract/parts';
import { isApiError } from '#app/lib/http/api-error';
import { userTimeZone } from '#app/lib/format/format';
import { useCreateOrder } from '#app/features/orders/api/create-order-mutation';
import { clearOrderDraft, loadOrderDraft, saveOrderDraft, type OrderDraft } from './order-draft';
import { orderFormErrors } from './order-form-errors';
import { useDueFirst, useOrderableParts } from '#app/features/orders/api/orderable-parts-query';
import { usePartLookups } from '#app/features/orders/api/part-lookup-query';
import { checkOrderForm, partWarning, visibleProblems } from './order-form-rules';
import { partName } from './part-picker/part-option-label';
import { usePickupAvailability } from '#app/features/orders/api/pickup-windows-query';
import { pickupModeOf } from './pickup/pickup-choice';
import { sitesOfParts } from './order-sites';

/** State of the create form: the typed draft (kept in sessionStorage), the parts (in the URL), errors and the submission. */
export function useNewOrderForm(selectedIds: readonly string[]) {
  const timeZone = userTimeZone();
  const navigate = useNavigate();
  const [draft, setDraftState] = useState<OrderDraft>(loadOrderDraft);
  const [attempted, setAttempted] = useState(false);
  useEffect(() => saveOrderDraft(draft), [draft]);

  const orderable = useOrderableParts(useDueFirst());
  const known = new Map<string, PartListItem>(orderable.rows.map((part) => [part.id, part]));
  const lookups = usePartLookups(selectedIds.filter((id) => !known.has(id)));
  const partOf = (id: string) => known.get(id) ?? lookups.found.get(id);
  const nameOf = (id: string) => {
    const part = partOf(id);
    return part ? partName(part) : id;
  };

  const create = useCreateOrder((order) => {
    clearOrderDraft();
    void navigate({ to: '/orders/$orderId', params: { orderId: order.id }, state: { placedOrderNumber: order.order_number } });
  });

  const { pickupSite: partsSite, siteGroups } = sitesOfParts(selectedIds, partOf);
  // A chosen part still being looked up may be at another site: the windows wait for it.
  const lookingUp = selectedIds.some((id) => partOf(id) === undefined && !lookups.failed.has(id));
  const pickupSite = lookingUp ? null : partsSite;
  const pickupMode = pickupModeOf(usePickupAvailability(pickupSite).data);
  const {
    pickup,
    problems: client,
    body,
  } = checkOrderForm(
    { partIds: selectedIds, window: draft, instructions: draft.instructions, purchaseOrder: draft.purchaseOrder },
    timeZone,
    new Date(),
    pickupMode,
  );

  const failure = create.isError ? create.error : null;
  const rejected = isApiError(failure) && failure.code === 'validation_failed';
  const server = rejected ? orderFormErrors(failure.details, create.variables?.values.part_ids ?? [], nameOf) : null;
  const windowTyped = Boolean(draft.day && draft.start && draft.end);
  const fields = visibleProblems(client, server?.fields ?? {}, { attempted, windowTyped });

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
    if (!body) return false;
    create.submit(body);
    return true;
  }

  const chips = selectedIds.map((id) => {
    return { id, name: nameOf(id), warning: partWarning(partOf(id), lookups.failed.has(id)) };
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
    /** The server's 422, while it stands: the error summary takes focus when it arrives. */
    rejection: rejected ? failure : null,
    create,
    submit,
    chips,
    partTypes,
    unresolved: selectedIds.length - partTypes.length,
    pickupSite,
    siteGroups,
  };
}
