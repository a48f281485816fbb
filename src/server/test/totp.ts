import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** The TOTP time step now (30-second steps since the Unix epoch). */
export const currentStep = () => Math.floor(Date.now() / 30_000);

/** The code an authenticator app shows for the base32 key it was given, now or at another step (the server's own TOTP library). */
export function codeForKey(key: string, step?: number): Promise<string> {
  const otp = createOTP(new TextDecoder().decode(base32.decode(key)));
  return step === undefined ? otp.totp() : otp.hotp(step);
}
