import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. The server's guard for it runs on `onRequest`, before the body is parsed or
 * validated, so a visitor always hears 401 (and a non-admin 403) before any 400 about the input.
 */
export type Access = 'public' | 'optional' | 'user' | 'admin';

/** Success statuses a client call resolves with; anything else is an ApiError. */
export type SuccessStatus = 200 | 201 | 202 | 204;

export type EndpointDefinition = {
  method: Method;
  /** The full path, `/api/...`, with `:name` for each path parameter. */
  path: `/api/${string}`;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schemas by status; error statuses are added by the server (ErrorResponseSchema). */
  response: Partial<Record<number, z.ZodType>>;
  tags: readonly string[];
  /** Left out of /api/openapi.json. */
  hide?: true;
};

/** Declares an endpoint once, for the server (`route()`) and the client (`api()`); see docs/decisions/023. */
export const defineEndpoint = <const E extends EndpointDefinition>(endpoint: E): E => endpoint;

/** `'/api/posts/:postId/comments'` → `'postId'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type SchemaOf<E, K extends 'params' | 'query' | 'body'> = E extends { [key in K]: infer S extends z.ZodType }
  ? S
  : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type SuccessKeys<E extends EndpointDefinition> = Extract<keyof E['response'], SuccessStatus>;

/** What the server's handler reads. */
export type ParamsOf<E extends EndpointDefinition> = Out<SchemaOf<E, 'params'>>;
export type QueryOf<E extends EndpointDefinition> = Out<SchemaOf<E, 'query'>>;
export type BodyOf<E extends EndpointDefinition> = Out<SchemaOf<E, 'body'>>;
/** What the server's handler returns (before serialisation) for any success status. */
export type ReplyOf<E extends EndpointDefinition> = { [S in SuccessKeys<E>]: In<E['response'][S]> }[SuccessKeys<E>];
/** What a client call resolves with. */
export type ResultOf<E extends EndpointDefinition> = { [S in SuccessKeys<E>]: Out<E['response'][S]> }[SuccessKeys<E>];

/** What a client call sends: path parameters by name, the query and the body as the schemas accept them. */
export type CallInput<E extends EndpointDefinition> = ([PathParamNames<E['path']>] extends [never]
  ? unknown
  : { params: Record<PathParamNames<E['path']>, string | number> }) &
  (SchemaOf<E, 'query'> extends z.ZodType
    ? Partial<In<SchemaOf<E, 'query'>>> extends In<SchemaOf<E, 'query'>>
      ? { query?: In<SchemaOf<E, 'query'>> }
      : { query: In<SchemaOf<E, 'query'>> }
    : unknown) &
  (SchemaOf<E, 'body'> extends z.ZodType ? { body: In<SchemaOf<E, 'body'>> } : unknown);

/** `/api/posts/:postId` with `{ postId: 7 }` → `/api/posts/7`; every value is percent-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x` from the query values that are set (arrays repeat the key); '' when none is. */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}
