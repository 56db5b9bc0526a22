import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Alert } from '#app/components/ui/alert';
import { Button } from '#app/components/ui/button';
import { explainError } from '#app/components/ui/error-panel';
import { ErrorSummary } from '#app/components/ui/error-summary';
import { DuePartsActions } from './part-picker/due-parts-actions';
import { FieldMessages } from './field-messages';
import { formatPickupWindow } from '#app/features/orders/format-window';
import { INSTRUCTIONS_ID, InstructionsField } from './instructions-field';
import { OrderEstimate } from './order-estimate';
import { OrderStickyBar } from './order-sticky-bar';
import { PartPicker } from './part-picker/part-picker';
import { PickupPicker } from './pickup/pickup-picker';
import { PickupSiteContext } from './pickup/pickup-site';
import { PICKUP_FIELD_IDS } from './pickup/pickup-window-fields';
import { PURCHASE_ORDER_ID, PurchaseOrderField } from './purchase-order-field';
import { SelectedPartChips } from './part-picker/selected-part-chips';
import { useNewOrderForm } from './use-new-order-form';
import { useOrderingSite } from '../api/ordering-site';
import { MakeScheduleLink } from '#app/features/pickup-schedules/make-schedule-link';

// Only when the chosen parts span several sites: with the sites list, a chunk of its own.
const SeveralSitesOffer = lazy(() =>
  import('#app/features/sites/several-sites-offer').then((m) => ({ default: m.SeveralSitesOffer })),
);

const PARTS_SEARCH_ID = 'order-parts-search';
const FIELD_TARGETS = {
  parts: PARTS_SEARCH_ID,
  ...PICKUP_FIELD_IDS,
  instructions: INSTRUCTIONS_ID,
  purchaseOrder: PURCHASE_ORDER_ID,
} as const;

interface NewOrderFormProps {
  selectedIds: readonly string[];
  onSelectedChange: (ids: string[]) => void;
  currency: string;
}

export function NewOrderForm({ selectedIds, onSelectedChange, currency }: NewOrderFormProps) {
  const form = useNewOrderForm(selectedIds);
  const orderingSite = useOrderingSite();
  // A new object per refused submission, so focus moves to the summary each time.
  const [refusal, setRefusal] = useState<object | null>(null);
  const { draft, fields, pickup, create } = form;
  const problems = [
    ...Object.entries(fields).flatMap(([field, messages]) =>
      messages.map((message) => ({ message, fieldId: FIELD_TARGETS[field as keyof typeof FIELD_TARGETS] })),
    ),
    ...form.formErrors.map((message) => ({ message })),
  ];

  function setSelected(ids: string[]) {
    form.edited();
    onSelectedChange(ids);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.submit()) setRefusal({});
  }

  const windowText =
    pickup.start && pickup.end && Object.keys(pickup.errors).length === 0
      ? formatPickupWindow(pickup.start.toISOString(), pickup.end.toISOString(), form.timeZone)
      : null;
  const failure = form.failure ? explainError(form.failure) : null;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 space-y-8">
        {form.showSummary ? (
          <ErrorSummary title="Fix these before placing the order" problems={problems} focusKey={form.rejection ?? refusal} />
        ) : null}
        <fieldset>
          <legend className="text-lg font-semibold">Parts</legend>
          <div className="mt-2">
            <SelectedPartChips
              parts={form.chips}
              onRemove={(id) => setSelected(selectedIds.filter((selected) => selected !== id))}
              fallbackFocusId={PARTS_SEARCH_ID}
            />
          </div>
          <FieldMessages id="order-parts-messages" errors={fields.parts} />
          {form.siteGroups.length > 1 ? (
            <Suspense fallback={null}>
              <SeveralSitesOffer groups={form.siteGroups} />
            </Suspense>
          ) : null}
          <div className="mt-4">
            <PartPicker
              selected={new Set(selectedIds)}
              onToggle={(id, checked) =>
                setSelected(checked ? [...selectedIds, id] : selectedIds.filter((selected) => selected !== id))
              }
              searchId={PARTS_SEARCH_ID}
              describedBy="order-parts-messages"
            />
            <DuePartsActions selected={selectedIds} onAdd={(ids) => setSelected([...selectedIds, ...ids])} currency={currency} />
          </div>
        </fieldset>
        <PickupSiteContext.Provider value={form.pickupSite}>
          <PickupPicker
            value={draft}
            onChange={(next) => form.setDraft({ day: next.day, start: next.start, end: next.end, window: next.window ?? '' })}
            errors={fields}
            notes={pickup.notes}
            timeZone={form.timeZone}
            failure={create.error}
          />
        </PickupSiteContext.Provider>
        <InstructionsField
          value={draft.instructions}
          onChange={(instructions) => form.setDraft({ instructions })}
          errors={fields.instructions}
        />
        <PurchaseOrderField
          value={draft.purchaseOrder}
          onChange={(purchaseOrder) => form.setDraft({ purchaseOrder })}
          errors={fields.purchaseOrder}
        />
      </div>
      <div className="space-y-4 lg:sticky lg:top-32 lg:self-start">
        <OrderEstimate partTypes={form.partTypes} unresolved={form.unresolved} currency={currency} windowText={windowText} />
        {failure ? (
          <Alert tone="error" role="alert">
            <p className="font-semibold">{failure.title}</p>
            <p className="mt-1">{failure.body} Nothing you typed is lost.</p>
            {failure.retryable ? (
              <Button variant="secondary" className="mt-3" onClick={() => create.retry()} disabled={create.isPending}>
                Try again
              </Button>
            ) : null}
          </Alert>
        ) : null}
        {/* On a phone, the sticky bar below holds the one "Place order". */}
        <div className="hidden lg:block">
          <Button type="submit" className="w-full" disabled={create.isPending}>
            {create.isPending ? 'Placing order…' : 'Place order'}
          </Button>
        </div>
        <div className="hidden lg:block">
          <MakeScheduleLink siteId={form.pickupSite ?? orderingSite} partIds={selectedIds} />
        </div>
      </div>
      <OrderStickyBar partTypes={form.partTypes} currency={currency} pending={create.isPending} />
      {/* On a phone after the bar: "Place order" comes first in the tab order, from the last field. */}
      <div className="lg:hidden">
        <MakeScheduleLink siteId={form.pickupSite ?? orderingSite} partIds={selectedIds} />
      </div>
    </form>
  );
}
