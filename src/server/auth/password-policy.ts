import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { createPasswordPolicy } from '#shared/password-policy';
import { AppError } from '#server/lib/errors';

const check = createPasswordPolicy({ dictionary, graphs: adjacencyGraphs });

export function requireStrongPassword(password: string, userInputs: (string | undefined)[], field = 'password') {
  if (!check(password, userInputs).ok) {
    throw new AppError(
      'WEAK_PASSWORD',
      'This password is too easy to guess: use a longer phrase of unrelated words.',
      field,
    );
  }
}
