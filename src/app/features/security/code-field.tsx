import type { Ref } from 'react';
import { Field, Input } from '#app/components/ui/field';
import { isApiError } from '#app/lib/http/api-error';

interface CodeFieldProps {
  id: string;
  label?: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A code from the authenticator app (or, where allowed, a recovery code): text, since recovery codes have letters. */
export function CodeField({
  id,
  label = 'Authentication code',
  hint = 'The 6-digit code your authenticator app shows now.',
  value,
  onChange,
  error,
  inputRef,
}: CodeFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <Input
          ref={inputRef}
          id={control.id}
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={control.invalid || undefined}
          aria-describedby={control.describedBy}
          className="w-full max-w-xs font-mono text-base"
        />
      )}
    </Field>
  );
}

/** The server's words for a field of a 422, if it named that field. */
export function fieldProblem(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.details.find((d) => d.field === field)?.message : undefined;
}
