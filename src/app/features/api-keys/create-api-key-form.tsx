import { useState, type FormEvent } from 'react';
import type { ApiKeyCreate } from '#contract/portal';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { ErrorSummary } from '#app/components/ui/error-summary';
import { Field, Input } from '#app/components/ui/field';
import { ApiError } from '#app/lib/http/api-error';
import { expiryToTimestamp, type ExpiryChoice } from './api-key-expiry';
import { EMPTY_SCOPE_GRID, gridToScopes, type ScopeGrid } from './api-key-scopes';
import { EXPIRY_FIELD_ID, ExpiryField } from './expiry-field';
import { SCOPES_FIELD_ID, ScopeGridField } from './scope-grid';

interface CreateApiKeyFormProps {
  submit: (values: ApiKeyCreate) => void;
  isPending: boolean;
  error: Error | null;
  onCancel: () => void;
}

type Problems = Partial<Record<'name' | 'scopes' | 'expires_at', string>>;

export function CreateApiKeyForm({ submit, isPending, error, onCancel }: CreateApiKeyFormProps) {
  const [name, setName] = useState('');
  const [grid, setGrid] = useState<ScopeGrid>(EMPTY_SCOPE_GRID);
  const [expiry, setExpiry] = useState<ExpiryChoice>('90');
  const [date, setDate] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  // A new object per refused submission, so focus moves to the summary each time.
  const [refusal, setRefusal] = useState<object | null>(null);
  // Re-submitting unchanged values must reuse the Idempotency-Key, so "30 days" is fixed at first submit.
  const [expiresAt, setExpiresAt] = useState<{ key: string; value: string | null } | null>(null);

  const serverProblems: Problems = error instanceof ApiError ? error.fieldErrors() : {};
  const shown = { ...serverProblems, ...problems };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const scopes = gridToScopes(grid);
    const expiryKey = `${expiry}:${date}`;
    const expires =
      expiresAt?.key === expiryKey ? { ok: true as const, expiresAt: expiresAt.value } : expiryToTimestamp(expiry, date);
    const next: Problems = {};
    if (name.trim() === '') next.name = 'Give the key a name, e.g. the integration that uses it.';
    if (scopes.length === 0) next.scopes = 'Give the key access to at least one resource.';
    if (!expires.ok) next.expires_at = expires.message;
    setProblems(next);
    if (Object.keys(next).length > 0 || !expires.ok) {
      setRefusal({});
      return;
    }
    setExpiresAt({ key: expiryKey, value: expires.expiresAt });
    submit({ name: name.trim(), scopes, expires_at: expires.expiresAt });
  }

  const otherError = error && !(error instanceof ApiError && error.status === 422) ? error : null;
  const rejection = error instanceof ApiError && error.status === 422 ? error : null;
  const summary = (
    [
      ['name', 'Name', 'api-key-name'],
      ['scopes', 'Access', SCOPES_FIELD_ID],
      ['expires_at', 'Expires', EXPIRY_FIELD_ID],
    ] as const
  ).flatMap(([field, label, fieldId]) => (shown[field] ? [{ message: `${label}: ${shown[field]}`, fieldId }] : []));
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <ErrorSummary problems={summary} focusKey={rejection ?? refusal} />
      <Field id="api-key-name" label="Name" error={shown.name}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <ScopeGridField value={grid} onChange={setGrid} error={shown.scopes} />
      <ExpiryField choice={expiry} date={date} onChoice={setExpiry} onDate={setDate} error={shown.expires_at} />
      {otherError ? <ErrorPanel error={otherError} /> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Creating…' : otherError ? 'Try again' : 'Create key'}
        </Button>
      </div>
    </form>
  );
}
