import { useMutation, type DefaultError, type UseMutateFunction, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * useMutation whose `mutate` ignores calls while one is in flight. `isPending` reaches the
 * DOM a tick after the click (TanStack Query batches its notifications), so a fast double
 * click or Enter would otherwise send the write twice before the button is disabled.
 */
export function useSingleFlightMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
) {
  const inFlight = useRef(false);
  const mutation = useMutation<TData, TError, TVariables, TContext>({
    ...options,
    onSettled: (...args) => {
      inFlight.current = false;
      return options.onSettled?.(...args);
    },
  });
  const { mutate: send } = mutation;
  const mutate: UseMutateFunction<TData, TError, TVariables, TContext> = useCallback(
    (...args) => {
      if (inFlight.current) return;
      inFlight.current = true;
      send(...args);
    },
    [send],
  );
  return { ...mutation, mutate };
}
