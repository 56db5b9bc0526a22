import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { Input } from '#app/components/ui/field';
import { exactPart, partFindQueryOptions } from '#app/features/parts/api/part-find-query';
import { PART_SEARCH_MAX } from '#contract/parts';
import { FoundPartsList } from './found-parts-list';

/**
 * Type a label or serial number instead of scanning: one exact match opens (a serial however
 * punctuated), several are listed best first with a way to all of them.
 */
export function FindPartForm() {
  const inputId = useId();
  const [text, setText] = useState('');
  const [sought, setSought] = useState<string | null>(null);
  const [empty, setEmpty] = useState(false);
  const found = useQuery({ ...partFindQueryOptions(sought ?? ''), enabled: sought !== null });
  const navigate = useNavigate();
  const parts = found.data?.parts ?? [];
  const exact = sought === null ? null : exactPart(parts, sought);
  const only = exact ?? (parts.length === 1 ? parts[0]! : null);

  useEffect(() => {
    if (only) void navigate({ to: '/parts/$partId', params: { partId: only.id } });
  }, [only, navigate]);

  return (
    <form
      role="search"
      aria-label="Find a part by its label or serial number"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = text.trim();
        setEmpty(trimmed === '');
        if (trimmed !== '') setSought(trimmed);
      }}
    >
      <label htmlFor={inputId} className="block text-sm font-medium">
        Label or serial number
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <Input
          id={inputId}
          className="min-w-0 flex-1"
          value={text}
          maxLength={PART_SEARCH_MAX}
          autoComplete="off"
          aria-invalid={empty || undefined}
          aria-describedby={`${inputId}-result`}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">Find the part</Button>
      </div>
      <div id={`${inputId}-result`} role="status" aria-live="polite" className="mt-2 text-sm">
        {empty ? 'Type the label or serial number printed on the part.' : null}
        {sought !== null && found.isFetching ? 'Looking…' : null}
        {sought !== null && found.isSuccess && !found.isFetching && parts.length === 0
          ? `No part has “${sought}” in its label or serial number.`
          : null}
        {found.isSuccess && sought !== null && !only && parts.length > 1 ? (
          <FoundPartsList found={found.data} sought={sought} />
        ) : null}
      </div>
      {found.isError ? <ErrorPanel error={found.error} onRetry={() => void found.refetch()} /> : null}
    </form>
  );
}
