import { createHmac, timingSafeEqual } from 'node:crypto';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from './auth.ts';

// Copies of Better Auth's rules, kept for speed on every request (session-cookie.test.ts compares each with
// Better Auth's own answer on the same input).

/** Better Auth's signed session cookie, "<token>.<base64 HMAC-SHA256(secret, token)>". */
export function sessionCookie(cookieHeader: string | undefined): { token: string; signature: string } | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name?.endsWith('hola.session_token')) {
      let value: string;
      try {
        value = decodeURIComponent(rest.join('='));
      } catch {
        return null; // malformed percent-encoding: no session, as for any other bad cookie
      }
      if (value.includes('\u0000')) return null;
      const dot = value.lastIndexOf('.');
      if (dot < 1) return null;
      return { token: value.slice(0, dot), signature: value.slice(dot + 1) };
    }
  }
  return null;
}

export function isSignedBy(secret: string, cookie: { token: string; signature: string }): boolean {
  const expected = createHmac('sha256', secret).update(cookie.token).digest();
  const given = Buffer.from(cookie.signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Better Auth's rule for when a session read extends the session (and renews its cookie). */
export function isDueForRefresh(expiresAtMs: number, nowMs = Date.now()): boolean {
  return expiresAtMs - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000 <= nowMs;
}

/**
 * The token of a request's Cookie header when its session cookie is signed by `secret`, else null. A
 * header seen before answers from memory (a signature checks out the same every time under one secret):
 * a tab sends the same header with every request, and the HMAC is a noticeable part of a chat send
 * (issue 27). Only the signature is remembered; the session itself is read fresh on every request.
 */
export function signedTokenReader(secret: string, size = 10_000) {
  const verified = new Map<string, string>();
  return (cookieHeader: string | undefined): string | null => {
    if (!cookieHeader) return null;
    const known = verified.get(cookieHeader);
    if (known !== undefined) return known;
    const cookie = sessionCookie(cookieHeader);
    if (!cookie || !isSignedBy(secret, cookie)) return null;
    if (verified.size >= size) verified.delete(verified.keys().next().value!);
    verified.set(cookieHeader, cookie.token);
    return cookie.token;
  };
}
