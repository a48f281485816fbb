import { startServerProcess } from '#server/test/server-process';
import { codeForKey, currentStep } from '#server/test/totp';

export const E2E_ADMIN = { email: 'admin@e2e.holacorea.test', password: 'e2e-admin-password' };

// The e2e admin's authenticator app: the key it was given when startServer enrolled it, and the last step used;
// and the recovery codes it was given, which adminSecondStep spends when no step is free.
let adminKey = '';
let lastStep = 0;
let spareRecoveryCodes: string[] = [];
const stepFree = () => Math.max(currentStep(), lastStep + 1) <= currentStep() + 1;
/**
 * The e2e admin's next code: the server accepts each time step once (and one step either side of now), so
 * a step not used yet, now or next; when both are spent, the next step's once it begins.
 */
export async function adminCode(): Promise<string> {
  for (;;) {
    const step = Math.max(currentStep(), lastStep + 1);
    if (step <= currentStep() + 1) {
      lastStep = step;
      return codeForKey(adminKey, step);
    }
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 50));
  }
}

/**
 * The second step as the admin would answer it: the app's next code, or, when the tests sign in faster than
 * codes come (two a step), one of the recovery codes kept from the enrolment, rather than waiting for the next step.
 */
export async function adminSecondStep(): Promise<{ code: string; method: 'totp' | 'recovery' }> {
  if (!stepFree() && spareRecoveryCodes.length > 0) return { code: spareRecoveryCodes.pop()!, method: 'recovery' };
  return { code: await adminCode(), method: 'totp' };
}

/** Enrols the bootstrap admin in two-factor sign-in through the API, as its first sign-in in the browser does. */
async function enrolAdmin(baseUrl: string) {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const signIn = await post('/api/auth/sign-in', E2E_ADMIN);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const enable = await post('/api/auth/two-factor/enable', { password: E2E_ADMIN.password }, cookie);
  if (!enable.ok) throw new Error(`two-factor enable failed: ${enable.status} ${await enable.text()}`);
  const enrolment = (await enable.json()) as { secret: string; recoveryCodes: string[] };
  adminKey = enrolment.secret;
  spareRecoveryCodes = enrolment.recoveryCodes;
  lastStep = 0;
  const confirm = await post('/api/auth/two-factor/confirm', { code: await adminCode() }, cookie);
  if (!confirm.ok) throw new Error(`two-factor confirm failed: ${confirm.status} ${await confirm.text()}`);
}

/** The real server with the built client, on a fresh SQLite database; its admin uses two-factor sign-in. */
export async function startServer() {
  const server = await startServerProcess({
    // All browser users share 127.0.0.1.
    RATE_LIMIT_SCALE: '50',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // The legal pages name the operator as production requires (decision record 034).
    OPERATOR_ADDRESS: 'Calle Mayor 1, 28013 Madrid, España',
    OPERATOR_REGISTRATION: 'NIF B12345678',
  });
  await enrolAdmin(server.baseUrl);
  return server;
}
export type TestServer = Awaited<ReturnType<typeof startServer>>;
