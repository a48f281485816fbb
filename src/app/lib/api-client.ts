import { buildPath, buildQuery, type CallInput, type ResultOf } from '#shared/contracts/endpoint';
import type { EndpointAt, EndpointKey } from '#shared/contracts/endpoints';
import type { ErrorResponse } from '#shared/contracts/errors';

/** An API failure as the server described it; `code` is translated through the `errors` namespace. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

async function request(method: string, path: string, body?: unknown): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Network request failed');
  }
  if (res.status === 204) return null;
  const data = await res.json().catch(() => null);
  if (!res.ok) {
    const error = (data as ErrorResponse | null)?.error;
    throw new ApiError(res.status, error?.code ?? 'INTERNAL', error?.message ?? res.statusText, error?.field);
  }
  return data;
}

type Input = { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };

/** The path template of an endpoint: `'GET /api/events'` → `'/api/events'`. */
export const pathOf = <K extends EndpointKey>(key: K) => key.slice(key.indexOf(' ') + 1);

/**
 * Calls an endpoint declared in `#shared/contracts` (docs/decisions/023, 031) by its method and path,
 * `api('GET /api/posts/:postId', { params: { postId } })`: the key must name a declared endpoint and the
 * input and answer have its schemas' types, so a renamed path, field or parameter on either side fails the
 * typecheck. Only the contracts' types reach the browser. The answer is the server's, already checked by
 * its serializer.
 */
export function api<K extends EndpointKey>(
  endpoint: K,
  ...[input]: Partial<CallInput<EndpointAt<K>>> extends CallInput<EndpointAt<K>>
    ? [CallInput<EndpointAt<K>>?]
    : [CallInput<EndpointAt<K>>]
): Promise<ResultOf<EndpointAt<K>>> {
  const { params, query, body } = (input ?? {}) as Input;
  const url = buildPath(pathOf(endpoint), params) + buildQuery(query);
  return request(endpoint.slice(0, endpoint.indexOf(' ')), url, body) as Promise<ResultOf<EndpointAt<K>>>;
}
