import type { EventType } from '#contract/events';
import { EVENT_TYPE_GROUPS, EVENT_TYPE_TEXT } from '../event-type-labels';

export const EVENTS_FIELD_ID = 'webhook-events';

interface EventChoiceProps {
  all: boolean;
  selected: ReadonlySet<EventType>;
  onAll: (all: boolean) => void;
  onToggle: (type: EventType, on: boolean) => void;
  error?: string;
}

/** Every event (types added later included), or chosen types grouped by resource. */
export function EventChoice({ all, selected, onAll, onToggle, error }: EventChoiceProps) {
  return (
    <fieldset aria-describedby={error ? 'webhook-events-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">Events to send</legend>
      <div className="flex flex-col gap-1">
        <label className="inline-flex min-h-10 items-center gap-2 text-sm">
          <input
            type="radio"
            id={all ? EVENTS_FIELD_ID : undefined}
            name="webhook-events-mode"
            checked={all}
            onChange={() => onAll(true)}
            className="size-4"
          />
          All events, including types added later
        </label>
        <label className="inline-flex min-h-10 items-center gap-2 text-sm">
          <input
            type="radio"
            id={all ? undefined : EVENTS_FIELD_ID}
            name="webhook-events-mode"
            checked={!all}
            onChange={() => onAll(false)}
            className="size-4"
          />
          Only the events I choose
        </label>
      </div>
      {all ? null : (
        <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {EVENT_TYPE_GROUPS.map((group) => (
            <fieldset key={group.resource} className="rounded-md border border-slate-200 px-3 py-2 dark:border-slate-700">
              <legend className="px-1 text-sm font-semibold">{group.label}</legend>
              {group.types.map((type) => (
                <label key={type} className="flex min-h-10 items-start gap-2 py-1 text-sm">
                  <input
                    type="checkbox"
                    checked={selected.has(type)}
                    onChange={(event) => onToggle(type, event.target.checked)}
                    className="mt-0.5 size-4 shrink-0"
                  />
                  <span>
                    <span className="block font-mono text-xs">{type}</span>
                    {EVENT_TYPE_TEXT[type]}
                  </span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      )}
      {error ? (
        <p id="webhook-events-error" className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
