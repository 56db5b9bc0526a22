import { useQueryClient } from '@tanstack/react-query';
import {
  recoveryCodesResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
  type TwoFactorDisable,
} from '#contract/sign-in-security';
import { apiRequest } from '#app/lib/http/http-client';
import { useSingleFlightMutation } from '#app/lib/hooks/use-single-flight-mutation';
import { sessionKey } from '#app/features/session/session-query';
import { twoFactorKey } from './two-factor-query';

/** After a change the status and the session (which says whether two-factor is on, and gates the portal) are re-read. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: twoFactorKey }),
      queryClient.invalidateQueries({ queryKey: sessionKey }),
    ]);
}

/** A new pending secret to scan; nothing changes until a code confirms it. */
export function useSetUpTwoFactor() {
  return useSingleFlightMutation({
    mutationFn: async () => {
      const { data } = await apiRequest({
        method: 'POST',
        path: '/portal/two-factor/setup',
        schema: twoFactorSetupResponseSchema,
      });
      return data;
    },
  });
}

/**
 * The codes come back once. The status is re-read only when the person has seen them ("I've
 * saved them"): re-read now, the screen would swap the codes for the "on" state before they are saved.
 */
export function useEnableTwoFactor() {
  return useSingleFlightMutation({
    mutationFn: async (code: string) => {
      const { data } = await apiRequest({
        method: 'POST',
        path: '/portal/two-factor/enable',
        body: { code },
        schema: recoveryCodesResponseSchema,
      });
      return data.recovery_codes;
    },
  });
}

export function useRefreshTwoFactor() {
  return useRefresh();
}

export function useNewRecoveryCodes() {
  const refresh = useRefresh();
  return useSingleFlightMutation({
    mutationFn: async (code: string) => {
      const { data } = await apiRequest({
        method: 'POST',
        path: '/portal/two-factor/recovery-codes',
        body: { code },
        schema: recoveryCodesResponseSchema,
      });
      return data.recovery_codes;
    },
    onSuccess: () => void refresh(),
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefresh();
  return useSingleFlightMutation({
    mutationFn: (body: TwoFactorDisable) =>
      apiRequest({ method: 'POST', path: '/portal/two-factor/disable', body, schema: null }),
    onSuccess: () => refresh(),
  });
}

export function useSetTwoFactorRequirement() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: async (required: boolean) => {
      const { data } = await apiRequest({
        method: 'PUT',
        path: '/portal/two-factor/requirement',
        body: { required },
        schema: twoFactorStatusResponseSchema,
      });
      return data;
    },
    onSuccess: (status) => {
      queryClient.setQueryData(twoFactorKey, status);
      return queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
}
