import { type OptionsType, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_MIN } from './limits.ts';

/** zxcvbn's score 3: about 10^8 guesses, out of reach of online guessing and costly offline. */
export const PASSWORD_MIN_SCORE = 3;

export type PasswordVerdict = { ok: boolean; score: 0 | 1 | 2 | 3 | 4 };

/**
 * One rule for the server (with the full common-password list) and the forms' hint (with its top
 * entries): at least PASSWORD_MIN characters and a strength score of 3, with the e-mail and the
 * nickname counted as known words. No network call.
 */
export function createPasswordPolicy(options: Pick<OptionsType, 'dictionary' | 'graphs'>) {
  const zxcvbn = new ZxcvbnFactory(options);
  return (password: string, userInputs: (string | undefined)[] = []): PasswordVerdict => {
    const inputs = userInputs.flatMap((v) => (v ? [v, ...v.split(/[@.]/)] : [])).filter((v) => v.length >= 3);
    const { score } = zxcvbn.check(password, inputs);
    return { ok: password.length >= PASSWORD_MIN && score >= PASSWORD_MIN_SCORE, score };
  };
}
export type PasswordPolicy = ReturnType<typeof createPasswordPolicy>;
