import { startServerProcess } from '#server/test/server-process';
import { authenticator } from '#server/test/totp';

export const E2E_ADMIN = { email: 'admin@e2e.holacorea.test', password: 'e2e-admin-password' };

// The e2e admin's authenticator app, with the recovery codes it was given, from startServer's enrolment.
let admin = authenticator('');
/** The e2e admin's next authenticator code. */
export const adminCode = () => admin.code();
/** The admin's answer to a sign-in's second step: the next code, or a recovery code when no step is free. */
export const adminSecondStep = () => admin.secondStep();

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
  admin = authenticator(enrolment.secret, enrolment.recoveryCodes);
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
