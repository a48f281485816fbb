import {
  buildPath,
  buildQuery,
  type CallInput,
  type EndpointDefinition,
  type ResultOf,
} from '#shared/contracts/endpoint';
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

/**
 * Calls an endpoint declared in `#shared/contracts` (docs/decisions/023): the URL comes from its path
 * template and the answer has its response schema's type, so a renamed path, field or parameter on
 * either side fails the typecheck. The answer is the server's, already checked by its serializer.
 */
export function api<E extends EndpointDefinition>(
  endpoint: E,
  ...[input]: Partial<CallInput<E>> extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]
): Promise<ResultOf<E>> {
  const { params, query, body } = (input ?? {}) as Input;
  const url = buildPath(endpoint.path, params) + buildQuery(query);
  return request(endpoint.method, url, body) as Promise<ResultOf<E>>;
}
