import { Button } from '#app/components/ui/button';
import { usePickupAvailability } from '#app/features/orders/api/pickup-windows-query';
import { usePickupSite } from './pickup-site';
import { PickupSkeleton } from './pickup-skeleton';
import { PickupWindowChoices } from './pickup-window-choices';
import { PickupWindowFields } from './pickup-window-fields';
import type { PickupWindowField, PickupWindowInput } from './pickup-window-input';

interface PickupPickerProps {
  value: PickupWindowInput;
  onChange: (next: PickupWindowInput) => void;
  errors: Partial<Record<PickupWindowField, readonly string[]>>;
  notes: Partial<Record<'start' | 'end', string>>;
  timeZone: string;
  /** The last answer to sending the form, so a refused window is explained beside the picker. */
  failure: unknown;
  /** When rescheduling: the window the order holds, whose seat is its own. */
  current?: { start: string; end: string } | null;
}

/**
 * The windows the server offers; on a v1 server without them (404/400 on the endpoint),
 * the free-form day and times with the contract's client-side rules.
 */
export function PickupPicker({ value, onChange, errors, notes, timeZone, failure, current = null }: PickupPickerProps) {
  const availability = usePickupAvailability(usePickupSite());
  const data = availability.data;
  if (data && !data.supported) {
    return <PickupWindowFields value={value} onChange={onChange} errors={errors} notes={notes} timeZone={timeZone} />;
  }
  return (
    <fieldset>
      <legend className="text-lg font-semibold">Pickup window</legend>
      {data?.supported ? (
        <PickupWindowChoices
          value={value}
          onChange={onChange}
          errors={errors}
          timeZone={timeZone}
          failure={failure}
          first={data.list}
          current={current}
        />
      ) : availability.isError ? (
        <div role="alert" className="mt-3 text-sm text-red-800 dark:text-red-300">
          <p>The pickup windows could not be loaded.</p>
          <Button variant="secondary" className="mt-2" onClick={() => void availability.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="mt-3">
          <PickupSkeleton />
        </div>
      )}
    </fieldset>
  );
}
