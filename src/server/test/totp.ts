import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** The TOTP time step now (30-second steps since the Unix epoch). */
export const currentStep = () => Math.floor(Date.now() / 30_000);

/** The code an authenticator app shows for the base32 key it was given, now or at another step (the server's own TOTP library). */
export function codeForKey(key: string, step?: number): Promise<string> {
  const otp = createOTP(new TextDecoder().decode(base32.decode(key)));
  return step === undefined ? otp.totp() : otp.hotp(step);
}

/**
 * An account's authenticator app as its owner uses it in a test. The server accepts each time step once (and one
 * step either side of now), so `code()` gives a step not used yet, now or next (a code of the previous one could
 * expire before the server checks it), waiting for the next step when both are spent. `secondStep()` answers a
 * sign-in's second step: that code, or, when the test signs in faster than codes come (two a step), one of the
 * recovery codes it was handed, last first.
 */
export function authenticator(key: string, recoveryCodes: readonly string[] = []) {
  let lastStep = 0;
  const spare = [...recoveryCodes];
  const nextStep = () => Math.max(currentStep(), lastStep + 1);
  async function code(): Promise<string> {
    for (;;) {
      const step = nextStep();
      if (step <= currentStep() + 1) {
        lastStep = step;
        return codeForKey(key, step);
      }
      await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 50));
    }
  }
  async function secondStep(): Promise<{ code: string; method: 'totp' | 'recovery' }> {
    if (nextStep() > currentStep() + 1 && spare.length > 0) return { code: spare.pop()!, method: 'recovery' };
    return { code: await code(), method: 'totp' };
  }
  return { code, secondStep };
}
