import { Secret, TOTP } from 'otpauth';
import type { JsonResponse, V1Client } from './v1-test-kit';
import type { TestApp } from './test-app';
import { sessionClient, sessionFrom } from './team-kit';

/** The code an authenticator app would show for the secret at the test clock's time (made by the library, not by the server). */
export function appCode(t: TestApp, secret: string, offsetMs = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: t.clock.now().getTime() + offsetMs });
}

/** Turns two-factor on for the signed-in person; answers the secret and the ten recovery codes. */
export async function turnOnTwoFactor(t: TestApp, client: V1Client) {
  const setup = await client.call('POST', '/portal/two-factor/setup');
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  const secret = setup.body.data.secret as string;
  const enabled = await client.call('POST', '/portal/two-factor/enable', { code: appCode(t, secret) });
  if (enabled.status !== 200) throw new Error(`enable failed: ${enabled.status} ${JSON.stringify(enabled.body)}`);
  // The code just used is spent; the next one belongs to the next 30-second step.
  t.clock.advance(30_000);
  return { secret, recoveryCodes: enabled.body.data.recovery_codes as string[] };
}

/** The challenge cookie a right password set, ready to send with the code. */
export function challengeFrom(res: JsonResponse): string {
  return (res.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
}

/** Password, then code: the two steps of signing in with two-factor. */
export async function signInWithCode(t: TestApp, email: string, password: string, code: () => string) {
  const anonymous = sessionClient(t, null);
  const first = await anonymous.call('POST', '/portal/session', { email, password });
  const second = await anonymous.call('POST', '/portal/session/two-factor', { code: code() }, { Cookie: challengeFrom(first) });
  return { first, second, session: second.status === 200 ? sessionFrom(second) : null };
}
