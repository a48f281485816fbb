import type { WebsocketHandler } from '@fastify/websocket';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { Me } from '#shared/contracts/auth';
import type { Access, BodyOf, EndpointDefinition, ParamsOf, QueryOf, ReplyOf } from '#shared/contracts/endpoint';
import type { Guards } from '#server/auth/guards';
import { errorResponses } from './route-helpers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The session guards, decorated once on the root so every module's `route()` finds them. */
    guards: Guards;
  }
  interface FastifyContextConfig {
    /** The contract a route was registered from (set by `route()`). */
    endpoint?: EndpointDefinition;
  }
}

/** Who the guard of an access level lets through: a member for `user` and `admin`, maybe one for `optional`. */
export type UserOf<A extends Access> = A extends 'user' | 'admin' ? Me : Me | null;

export type RouteRequest<E extends EndpointDefinition> = Omit<
  FastifyRequest<{ Params: ParamsOf<E>; Querystring: QueryOf<E>; Body: BodyOf<E> }>,
  'user'
> & { user: UserOf<E['access']> };
/** Returns the body (checked against the contract's success schemas) or the reply it sent; a contract without any (a stream, a download) sends its own. */
export type RouteHandler<E extends EndpointDefinition> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
) => [ReplyOf<E>] extends [never] ? Promise<FastifyReply | void> : Promise<ReplyOf<E> | FastifyReply>;

type Options = {
  /** Rate limits and other per-route config. */
  config?: RouteShorthandOptions['config'];
  /** More onRequest hooks, run after the contract's guard. */
  onRequest?: onRequestHookHandler;
  /** What takes a WebSocket upgrade of this GET (after every hook of a request, guard included). */
  wsHandler?: WebsocketHandler;
};

/**
 * Registers a contract's endpoint (docs/decisions/023): method, URL, schemas and the guard of its access
 * level all come from the contract, and the handler's input and output types with them.
 */
export function route<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  options: Options,
  handler: RouteHandler<E>,
) {
  if (!endpoint.path.startsWith(`${app.prefix}/`))
    throw new Error(`${endpoint.path} cannot be registered under ${app.prefix}`);
  const guard = {
    public: undefined,
    optional: app.guards.optionalUser,
    user: app.guards.requireUser,
    admin: app.guards.requireAdmin,
  }[endpoint.access];
  const onRequest = [guard, options.onRequest].filter((hook): hook is onRequestHookHandler => hook !== undefined);
  // One success status (201 for a create, 202, 204): the handler just returns the body, checked against it.
  const successes = Object.keys(endpoint.response)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  const status = successes.length === 1 ? successes[0]! : undefined;
  app.route({
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length),
    config: { ...options.config, endpoint },
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(options.wsHandler ? { wsHandler: options.wsHandler } : {}),
    schema: {
      tags: [...endpoint.tags],
      ...(endpoint.hide ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { ...errorResponses, ...endpoint.response },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (status !== undefined) reply.code(status);
      return (handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>)(request, reply);
    },
  });
}

/** Refuses, at start-up, any /api route not registered through `route()` from a contract. */
export function requireContracts(app: FastifyInstance) {
  app.addHook('onRoute', (options) => {
    const url = options.url ?? options.path;
    if (url.startsWith('/api/') && !options.config?.endpoint) {
      throw new Error(
        `${String(options.method)} ${url}: declare it in src/shared/contracts and register it with route() (docs/decisions/023)`,
      );
    }
  });
}
