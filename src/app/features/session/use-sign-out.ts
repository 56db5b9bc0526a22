import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';

/**
 * The header's Sign out. Its code loads on the click (sign-out.ts), not with every screen.
 * A second click while one is on its way does nothing, so the session is ended once.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const inFlight = useRef(false);
  const signOut = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState('pending');
    try {
      const { forgetSession, signOut: endSession } = await import('./sign-out');
      await endSession();
      forgetSession(queryClient);
      setState('idle');
      await navigate({ to: '/sign-in', search: {} });
    } catch {
      setState('failed');
    } finally {
      inFlight.current = false;
    }
  }, [navigate, queryClient]);
  return { signOut, isPending: state === 'pending', isError: state === 'failed' };
}
