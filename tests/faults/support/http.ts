import http from 'node:http';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One HTTP request through `agent` (keep-alive, like a browser's); rejects when the socket fails without an answer. */
export function request(
  agent: http.Agent,
  url: string,
  opts: { method?: string; cookie?: string; body?: unknown; onWritten?: () => void } = {},
): Promise<Answer> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        agent,
        method: opts.method ?? 'GET',
        headers: {
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (opts.onWritten) req.on('finish', opts.onWritten);
    req.end(payload);
  });
}

export const cookieOf = (answer: Answer) => (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
