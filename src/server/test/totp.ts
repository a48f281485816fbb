import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** The code an authenticator app shows now for the base32 key it was given (the server's own TOTP library). */
export function codeForKey(key: string): Promise<string> {
  return createOTP(new TextDecoder().decode(base32.decode(key))).totp();
}
