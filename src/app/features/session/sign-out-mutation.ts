import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { setCsrfToken } from '../../lib/csrf-token';
import { apiRequest } from '../../lib/http-client';
import { sessionKey } from './session-query';

export function signOut(): Promise<void> {
  return apiRequest({ method: 'DELETE', path: '/portal/session', schema: null });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    meta: { allowUnauthenticated: true },
    onSuccess: async () => {
      setCsrfToken(null);
      queryClient.clear();
      queryClient.setQueryData(sessionKey, null);
      await navigate({ to: '/sign-in', search: {} });
    },
  });
}
