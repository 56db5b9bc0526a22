import { useState, type FormEvent } from 'react';
import type { NotificationPreferences } from '#contract/notifications';
import type { Site } from '#contract/sites';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { ErrorSummary } from '#app/components/ui/error-summary';
import { ApiError } from '#app/lib/http/api-error';
import { useSaveNotificationPreferences } from './api/notification-preferences-mutations';
import { CategoryGrid } from './category-grid';
import { DigestZoneField } from './digest-zone-field';
import { SECURITY_MAIL_NOTE } from './notification-words';
import {
  clientProblems,
  formValuesOf,
  isEmptyPatch,
  patchOf,
  problemSummary,
  serverProblems,
  type PreferencesFormValues,
  type PreferencesProblems,
} from './preferences-form-values';
import { SitesChoice } from './sites-choice';

interface PreferencesFormProps {
  saved: NotificationPreferences;
  /** The member's active sites; null on a server without sites. */
  sites: readonly Site[] | null;
  /** Whether the form holds changes not saved yet (the test button says the sample follows what is saved). */
  onDirtyChange: (dirty: boolean) => void;
}

/** The grid, the sites and the digest's zone, saved together in one PATCH of what changed. */
export function PreferencesForm({ saved, sites, onDirtyChange }: PreferencesFormProps) {
  const [values, setValues] = useState<PreferencesFormValues>(() => formValuesOf(saved));
  const [problems, setProblems] = useState<PreferencesProblems>({});
  const [refusal, setRefusal] = useState<object | null>(null);
  const [status, setStatus] = useState('');
  const save = useSaveNotificationPreferences();
  // One site or none: nothing to choose between.
  const withSites = sites !== null && sites.length > 1;
  const rejection = save.error instanceof ApiError && save.error.status === 422 ? save.error : null;
  const otherError = save.error && !rejection ? save.error : null;
  const shown = { ...serverProblems(rejection), ...problems };
  const patch = patchOf(saved, values, withSites);

  function change(next: Partial<PreferencesFormValues>) {
    const merged = { ...values, ...next };
    setValues(merged);
    setStatus('');
    onDirtyChange(!isEmptyPatch(patchOf(saved, merged, withSites)));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = clientProblems(values, withSites);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setRefusal({});
      return;
    }
    if (isEmptyPatch(patch)) {
      setStatus('Nothing has changed since the last save.');
      return;
    }
    save.mutate(patch, {
      onSuccess: () => {
        setStatus('Saved. Your mail follows these choices from now on.');
        onDirtyChange(false);
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Notification choices" className="flex flex-col gap-6">
      <ErrorSummary problems={problemSummary(shown)} focusKey={rejection ?? refusal} />
      <CategoryGrid value={values.categories} onChange={(categories) => change({ categories })} problems={shown} />
      <p className="text-sm">{SECURITY_MAIL_NOTE}</p>
      {withSites ? (
        <SitesChoice
          allSites={values.allSites}
          siteIds={values.siteIds}
          sites={sites}
          onChange={(choice) => change(choice)}
          error={shown.sites}
        />
      ) : null}
      <DigestZoneField
        value={values.digestTimeZone}
        sites={sites ?? []}
        onChange={(digestTimeZone) => change({ digestTimeZone })}
        error={shown.digest_time_zone}
      />
      {otherError ? <ErrorPanel error={otherError} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : otherError ? 'Try again' : 'Save'}
        </Button>
        <p role="status" className="text-sm">
          {status}
        </p>
      </div>
    </form>
  );
}
