import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; headers: Record<string, string>; subject: string; text: string };

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Parses the single-part text mails nodemailer sends (what our mailer sends). */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    to,
    headers,
    subject: decodeWords(headers.subject ?? ''),
    text: decodeBody(raw.slice(split + 4), headers['content-transfer-encoding']).replace(/\r\n/g, '\n'),
  };
}

/**
 * A real SMTP server on a free loopback port; what nodemailer delivers to it lands in `mails`. A mail
 * `stall` picks is received but never answered, as by a hung mail server: it lands in `stalled`, and the
 * sender waits (until its socket timeout, or until it dies).
 */
export async function startSmtpServer(opts: { stall?: (mail: ReceivedMail) => boolean } = {}) {
  const mails: ReceivedMail[] = [];
  const stalled: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(
          Buffer.concat(chunks).toString('latin1'),
          session.envelope.rcptTo.map((r) => r.address),
        );
        if (opts.stall?.(mail)) {
          stalled.push(mail);
          return;
        }
        mails.push(mail);
        callback();
      });
    },
  });
  // A sender killed mid-transaction resets its connection: smtp-server emits that on the server, and an
  // error with no listener would end the test run. Killing senders is what the fault tests do.
  const dropped: Error[] = [];
  server.on('error', (err: Error) => dropped.push(err));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    stalled,
    dropped,
    /** Notification mails (those with an unsubscribe header) to that address. */
    notificationsTo: (email: string) => mails.filter((m) => m.to.includes(email) && m.headers['list-unsubscribe']),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushDelivery = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  payload: { title: string; body: string; url: string; tag: string };
};

/**
 * A local push service: each subscription is a browser's key pair and auth secret made here; what
 * arrives is decrypted (aes128gcm, RFC 8291) with them. Paths under /gone/ answer 410 like an expired one,
 * paths under /redirect/ a 307 to the same subscription under /push/ (counted in `redirects`). A push
 * `stall` picks is received and not answered, as by a hung push service: it lands in `stalled`, and is
 * answered 201 (then also lands in `deliveries`) only when the test calls its `answer`.
 */
export async function startPushService(opts: { stall?: (push: PushDelivery) => boolean } = {}) {
  const keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const deliveries: PushDelivery[] = [];
  const stalled: (PushDelivery & { answer: () => void })[] = [];
  const errors: string[] = [];
  const redirects: string[] = [];
  let server: Server;
  await new Promise<void>((resolve) => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '';
        if (path.startsWith('/gone/')) {
          res.writeHead(410).end();
          return;
        }
        if (path.startsWith('/redirect/')) {
          redirects.push(path);
          res.writeHead(307, { location: path.replace('/redirect/', '/push/') }).end();
          return;
        }
        const key = keys.get(path);
        try {
          if (!key || req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`unexpected push to ${path}`);
          const plain = decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: key.ecdh,
            authSecret: key.auth,
          });
          const push = {
            path,
            headers: req.headers,
            payload: JSON.parse(plain.toString('utf8')) as PushDelivery['payload'],
          };
          if (opts.stall?.(push)) {
            const answer = () => {
              deliveries.push(push);
              res.writeHead(201).end();
            };
            stalled.push({ ...push, answer });
            return;
          }
          deliveries.push(push);
          res.writeHead(201).end();
        } catch (error) {
          errors.push(String(error));
          res.writeHead(400).end();
        }
      });
    }).listen(0, '127.0.0.1', resolve);
  });
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return {
    /** Trusted by the test app (trustedPushOrigins): the only loopback address push may reach. */
    origin: base,
    deliveries,
    stalled,
    errors,
    redirects,
    /** A subscription as PushSubscription.toJSON() gives it; `gone` ones answer 410, `redirect` ones 307. */
    subscription(opts: { gone?: boolean; redirect?: boolean } = {}) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(8).toString('hex');
      const path = `/${opts.gone ? 'gone' : opts.redirect ? 'redirect' : 'push'}/${id}`;
      keys.set(path, { ecdh, auth });
      // Where a redirect leads is a real subscription too: were it followed, the push would arrive there.
      if (opts.redirect) keys.set(`/push/${id}`, { ecdh, auth });
      return {
        endpoint: `${base}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Polls until `check` returns something truthy, or fails after `ms`. */
export async function eventually<T>(
  check: () => T | Promise<T>,
  ms = 10_000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
