import type { Server } from 'node:http';

/**
 * How long a client may take (decision record 030). A slow client (slowloris: headers or a body a byte
 * at a time) holds a connection and a descriptor until one of these cuts it off with 408; a live stream
 * (GET /api/events) is not cut, as its request was received at once and it writes a ping every 25 s.
 */
export type HttpTimeouts = {
  /** The request line and headers, from the connection's first byte (Node's headersTimeout). */
  headersMs: number;
  /** The whole request, body included (requestTimeout): an upload on a slow phone fits. */
  requestMs: number;
  /**
   * An idle keep-alive connection (keepAliveTimeout). Longer than the proxy's idle timeout for its
   * connections to the app, so the proxy, not the app, closes them (never one the proxy is reusing).
   */
  keepAliveMs: number;
  /** How often Node looks for connections past those limits (connectionsCheckingInterval; 30 s by default). */
  checkEveryMs: number;
};

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 60_000,
  keepAliveMs: 65_000,
  checkEveryMs: 1_000,
};

/** Sets the limits on the server before it listens (Node reads the checking interval when it starts listening). */
export function applyHttpTimeouts(server: Server, timeouts: Partial<HttpTimeouts> = {}): HttpTimeouts {
  const t = { ...DEFAULT_HTTP_TIMEOUTS, ...timeouts };
  // Node requires headersTimeout <= requestTimeout.
  t.headersMs = Math.min(t.headersMs, t.requestMs);
  server.headersTimeout = t.headersMs;
  server.requestTimeout = t.requestMs;
  server.keepAliveTimeout = t.keepAliveMs;
  // A constructor option in Node's types; the server reads the property when it starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = t.checkEveryMs;
  return t;
}
