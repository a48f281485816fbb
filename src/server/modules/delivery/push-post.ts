import http from 'node:http';
import https from 'node:https';
import type { DestinationPolicy } from './push-destination.ts';

export type PushRequest = { method: string; headers: Record<string, string>; body: Buffer | null };

/**
 * Posts to a push endpoint through node:http(s) with the policy's resolver on the socket, so the address
 * connected to is the one checked; keep-alive agents reuse connections to a push service. No redirect is
 * ever followed (node:http does not follow them): a 3xx is an answer like any other. The answer's status.
 */
export function createPushPoster(policy: DestinationPolicy, timeoutMs = 10_000) {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, lookup: policy.guardedLookup }),
    'https:': new https.Agent({ keepAlive: true, lookup: policy.guardedLookup }),
  };
  return {
    /** Throws RefusedDestination (before any connection) or a network error; else the status. */
    post(endpoint: string, request: PushRequest): Promise<number> {
      const url = policy.parse(endpoint);
      const client = url.protocol === 'https:' ? https : http;
      return new Promise<number>((resolve, reject) => {
        const req = client.request(
          url,
          {
            method: request.method,
            headers: request.headers,
            agent: agents[url.protocol as keyof typeof agents],
            lookup: policy.guardedLookup,
            signal: AbortSignal.timeout(timeoutMs),
          },
          (res) => {
            // The answer's body says nothing we use: read and drop it, so the connection can be reused.
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(request.body ?? undefined);
      });
    },
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
export type PushPoster = ReturnType<typeof createPushPoster>;
