import type { LiveReply, LiveSendFrame } from '#shared/contracts/messaging';
import { LIVE_CLOSE } from '#shared/live-socket';
import { pathOf } from './api-client.ts';

const RETRY_MS = 2000;
const MAX_RETRY_MS = 60_000;

// The tab's one live connection while it is open, and the sends waiting for their replies.
let socket: WebSocket | null = null;
let lastRef = 0;
const waiting = new Map<number, (reply: LiveReply | null) => void>();

/**
 * Opens the tab's live connection (GET /api/live, a WebSocket; decision record 037) and keeps it open,
 * reopening a dropped one with a growing delay, until the returned function is called. A connection the
 * server closed for a sign-out or for too many of the account's is not reopened: sends go over HTTP.
 */
export function connectLiveSocket(): () => void {
  let stopped = false;
  let retryMs = RETRY_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    const url = new URL(pathOf('GET /api/live'), window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(url);
    ws.onopen = () => {
      socket = ws;
      retryMs = RETRY_MS;
    };
    ws.onmessage = (message: MessageEvent<string>) => {
      const reply = JSON.parse(message.data) as LiveReply;
      waiting.get(reply.ref)?.(reply);
      waiting.delete(reply.ref);
    };
    ws.onclose = (event) => {
      if (socket === ws) socket = null;
      // Their answers are lost: each send tries again, with its client id, over whatever is open.
      for (const lost of waiting.values()) lost(null);
      waiting.clear();
      if (stopped || event.code === LIVE_CLOSE.signedOut || event.code === LIVE_CLOSE.replaced) return;
      retry = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    socket?.close();
    socket = null;
  };
}

/**
 * Sends a frame over the open live connection: its reply, or null when the connection closed before it
 * came (the answer is lost). Undefined when no connection is open: send another way.
 */
export function sendLive(frame: Omit<LiveSendFrame, 'ref'>): Promise<LiveReply | null> | undefined {
  const ws = socket;
  if (!ws || ws.readyState !== WebSocket.OPEN) return undefined;
  lastRef += 1;
  const ref = lastRef;
  return new Promise((resolve) => {
    waiting.set(ref, resolve);
    ws.send(JSON.stringify({ ...frame, ref }));
  });
}
