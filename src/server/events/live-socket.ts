import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { LIVE_FRAMES_IN_FLIGHT, type LiveReply } from '#shared/contracts/messaging';
import { messagingEndpoints } from '#shared/contracts/messaging.endpoints';
import { LIVE_CLOSE } from '#shared/live-socket';
import { AppError, TooManyRequests } from '#server/lib/errors';
import { route } from '#server/lib/route';
import { perUserRateLimit } from '#server/lib/route-helpers';
import type { EventBus } from './bus.ts';
import { createStreamLimits } from './stream-limits.ts';

type Answer = { status: number; body: unknown };
type Options = {
  bus: EventBus;
  /** Answers a `send` frame as POST .../messages would (messaging's send-over-socket.ts). */
  send: (userId: string, frame: Record<string, unknown>) => Promise<Answer>;
  rateLimitScale: number;
  heartbeatMs?: number;
  /** Connections per account (the oldest closes) and per address (a new one is refused) on this instance. */
  socketsPerAccount?: number;
  socketsPerAddress?: number;
};

const TOO_MANY_AT_ONCE: Answer = {
  status: 429,
  body: { error: { code: 'RATE_LIMITED', message: 'Too many sends at once on this connection.' } },
};

type Slot = { evict: () => void };

/**
 * GET /api/live: the live connection, a WebSocket (decision record 037). The upgrade goes through every hook
 * of a request (session, Origin check, drain, a rate limit, the caps below) before it is accepted; the
 * session is read again when the bus says it may have ended, and the socket closes when it has.
 */
export const liveSocketRoutes: FastifyPluginAsync<Options> = async (app, opts) => {
  const limits = createStreamLimits({ perAccount: opts.socketsPerAccount, perAddress: opts.socketsPerAddress });
  const slots = new WeakMap<object, Slot>();
  const heartbeatMs = opts.heartbeatMs ?? 25_000;

  // After the guard: a place under the caps, held until the connection's socket closes, upgraded or not.
  const admit = async (request: FastifyRequest) => {
    if (!request.ws) throw new AppError('BAD_REQUEST', 'Open /api/live as a WebSocket.');
    const slot: Slot = { evict: () => {} };
    const release = limits.admit(request.user!.id, request.ip, () => slot.evict());
    if (!release)
      throw new TooManyRequests(
        'RATE_LIMITED',
        'Too many live connections from this address. Try again later.',
        60_000,
      );
    request.raw.socket.once('close', release);
    slots.set(request.raw, slot);
  };

  route(
    app,
    messagingEndpoints.live,
    {
      config: perUserRateLimit(30, 1, opts.rateLimitScale),
      onRequest: admit,
      wsHandler: (socket, request) => serve(socket, request, slots.get(request.raw)!),
    },
    async () => {
      throw new AppError('BAD_REQUEST', 'Open /api/live as a WebSocket.');
    },
  );

  function serve(socket: WebSocket, request: FastifyRequest, slot: Slot) {
    const userId = request.user!.id;
    let open = true;
    let inFlight = 0;
    // While the session is read again, frames wait for the answer; none goes out for a signed-out session.
    let checking: Promise<boolean> | null = null;
    const end = (code: number, reason: string) => {
      if (open) socket.close(code, reason);
      open = false;
    };
    slot.evict = () => end(LIVE_CLOSE.replaced, 'too-many-connections');
    const recheck = () => {
      const check = app.guards.readSession(request).then(
        (user) => user !== null,
        () => false,
      );
      checking = check;
      void check.then((signedIn) => {
        if (!signedIn) end(LIVE_CLOSE.signedOut, 'signed-out');
        if (checking === check) checking = null;
      });
    };
    const unsubscribing = opts.bus
      .subscribe(userId, (event) => {
        if (event.type === 'sessions.revoked' || event.type === 'account.changed') recheck();
      })
      .catch((error: unknown) => {
        request.log.error(error);
        end(1011, 'unavailable');
        return () => {};
      });
    // Each beat re-reads the session (a sign-out this instance did not hear of) and ends a silent peer.
    let alive = true;
    socket.on('pong', () => (alive = true));
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
      recheck();
    }, heartbeatMs);

    const answer = async (ref: number, frame: Record<string, unknown>) => {
      if (checking && !(await checking)) return;
      const { status, body } = await opts.send(userId, frame);
      if (open) socket.send(JSON.stringify({ ref, status, body } satisfies LiveReply));
    };
    socket.on('message', (data, isBinary) => {
      const frame = isBinary ? null : parse(String(data));
      if (!frame) return end(LIVE_CLOSE.badFrame, 'expected a send frame');
      const ref = frame.ref as number;
      if (inFlight >= LIVE_FRAMES_IN_FLIGHT) {
        socket.send(JSON.stringify({ ref, ...TOO_MANY_AT_ONCE } satisfies LiveReply));
        return;
      }
      inFlight += 1;
      answer(ref, frame)
        .catch((error: unknown) => request.log.error(error))
        .finally(() => (inFlight -= 1));
    });
    socket.on('close', () => {
      open = false;
      clearInterval(heartbeat);
      void unsubscribing.then((unsubscribe) => unsubscribe());
    });
  }
};

/** A `send` frame with a numeric ref, or null. */
function parse(text: string): Record<string, unknown> | null {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof frame !== 'object' || frame === null) return null;
  const { op, ref } = frame as Record<string, unknown>;
  return op === 'send' && Number.isSafeInteger(ref) ? (frame as Record<string, unknown>) : null;
}
