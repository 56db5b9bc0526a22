import { useState, type FormEvent } from 'react';
import { EVENT_TYPES, type EventType } from '#contract/events';
import { ALL_EVENTS, WEBHOOK_LIMITS, type WebhookEndpointCreate } from '#contract/webhooks';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { ErrorSummary } from '#app/components/ui/error-summary';
import { TextField } from '#app/components/ui/field';
import { ApiError } from '#app/lib/http/api-error';
import { EVENTS_FIELD_ID, EventChoice } from './event-choice';

interface EndpointFormProps {
  submit: (values: WebhookEndpointCreate) => void;
  isPending: boolean;
  error: Error | null;
  onCancel: () => void;
}

type Field = 'url' | 'events' | 'description';
type Problems = Partial<Record<Field | 'body', string>>;

/** The server's field problems: `events.2` belongs to the events field; anything else not a field goes to the summary as text. */
function serverProblems(error: Error | null): Problems {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const problems: Problems = {};
  for (const detail of error.details) {
    const field = detail.field.split('.')[0] as Field;
    const key = field === 'url' || field === 'events' || field === 'description' ? field : 'body';
    problems[key] ??= detail.message;
  }
  return problems;
}

const FIELD_IDS: Record<Field, string> = { url: 'webhook-url', events: EVENTS_FIELD_ID, description: 'webhook-description' };
const LABELS: Record<Field | 'body', string> = { url: 'URL', events: 'Events', description: 'Description', body: 'Endpoint' };

export function EndpointForm({ submit, isPending, error, onCancel }: EndpointFormProps) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [all, setAll] = useState(true);
  const [selected, setSelected] = useState<ReadonlySet<EventType>>(new Set());
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<object | null>(null);
  const shown = { ...serverProblems(error), ...problems };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: Problems = {};
    const trimmed = url.trim();
    if (trimmed === '') next.url = 'Enter the URL of your receiver, e.g. https://example.com/webhooks.';
    else if (!/^https?:\/\//i.test(trimmed)) next.url = 'The URL must start with https://.';
    if (!all && selected.size === 0) next.events = 'Choose at least one event, or send all events.';
    setProblems(next);
    if (Object.keys(next).length > 0) {
      setRefusal({});
      return;
    }
    const events: WebhookEndpointCreate['events'] = all ? [ALL_EVENTS] : EVENT_TYPES.filter((type) => selected.has(type));
    submit({ url: trimmed, events, ...(description.trim() ? { description: description.trim() } : {}) });
  }

  const rejection = error instanceof ApiError && error.status === 422 ? error : null;
  const otherError = error && !rejection ? error : null;
  const summary = (['url', 'events', 'description', 'body'] as const).flatMap((field) =>
    shown[field]
      ? [{ message: `${LABELS[field]}: ${shown[field]}`, fieldId: field === 'body' ? undefined : FIELD_IDS[field] }]
      : [],
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <ErrorSummary problems={summary} focusKey={rejection ?? refusal} />
      <TextField
        id={FIELD_IDS.url}
        name="url"
        label="URL"
        type="url"
        inputMode="url"
        value={url}
        onChange={setUrl}
        maxLength={WEBHOOK_LIMITS.urlMax}
        error={shown.url}
        hint="Where Whetstone POSTs each event: an https address reachable from the internet. For a receiver on your own computer, use the public URL of a tunnel (such as ngrok or Cloudflare Tunnel)."
        required
      />
      <TextField
        id={FIELD_IDS.description}
        name="description"
        label="Description"
        value={description}
        onChange={setDescription}
        maxLength={WEBHOOK_LIMITS.descriptionMax}
        error={shown.description}
        hint="Optional, e.g. the system that receives them."
      />
      <EventChoice
        all={all}
        selected={selected}
        onAll={setAll}
        onToggle={(type, on) =>
          setSelected((current) => {
            const next = new Set(current);
            if (on) next.add(type);
            else next.delete(type);
            return next;
          })
        }
        error={shown.events}
      />
      {otherError ? <ErrorPanel error={otherError} /> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Adding…' : otherError ? 'Try again' : 'Add endpoint'}
        </Button>
      </div>
    </form>
  );
}
