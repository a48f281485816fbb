import { createPasswordPolicy } from '#shared/password-policy';
import { graphs, passwords } from 'virtual:password-dictionary';

/** Loaded on demand by the password forms: the server's rule, with the top of its common-password list. */
export const checkPassword = createPasswordPolicy({ dictionary: { passwords }, graphs });
