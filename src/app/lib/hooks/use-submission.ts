import type { UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useSingleFlightMutation } from './use-single-flight-mutation';

interface Submitted<TValues> {
  values: TValues;
  idempotencyKey: string;
}

interface SubmissionOptions<TValues, TResult> extends Omit<
  UseMutationOptions<TResult, Error, Submitted<TValues>>,
  'mutationFn' | 'retry'
> {
  /** Sends the write; pass `idempotencyKey` through as the Idempotency-Key header. */
  send: (values: TValues, idempotencyKey: string) => Promise<TResult>;
}

function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A form submission with an Idempotency-Key made once per submitted form: re-submitting
 * the same values after a failure (or calling `retry`) reuses the key, so the server can
 * never apply the write twice; a success or changed values start a new submission.
 */
export function useSubmission<TValues, TResult>({ send, ...options }: SubmissionOptions<TValues, TResult>) {
  const pending = useRef<Submitted<TValues> | null>(null);
  const mutation = useSingleFlightMutation<TResult, Error, Submitted<TValues>>({
    ...options,
    mutationFn: ({ values, idempotencyKey }) => send(values, idempotencyKey),
    retry: false,
    onSuccess: (...args) => {
      pending.current = null;
      return options.onSuccess?.(...args);
    },
  });
  const { mutate, mutateAsync } = mutation;

  const prepare = useCallback((values: TValues): Submitted<TValues> => {
    const current = pending.current;
    if (current && sameValues(current.values, values)) return current;
    const next = { values, idempotencyKey: crypto.randomUUID() };
    pending.current = next;
    return next;
  }, []);

  const submit = useCallback((values: TValues) => mutate(prepare(values)), [mutate, prepare]);
  const submitAsync = useCallback((values: TValues) => mutateAsync(prepare(values)), [mutateAsync, prepare]);
  /** Re-sends the last failed submission with its original Idempotency-Key. */
  const retry = useCallback(() => {
    if (pending.current) mutate(pending.current);
  }, [mutate]);

  /** The key of the submission in flight or last sent (what the server will see). */
  const idempotencyKey = mutation.variables?.idempotencyKey ?? null;
  return { ...mutation, submit, submitAsync, retry, idempotencyKey };
}
