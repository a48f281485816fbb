import type { FastifyInstance } from 'fastify';

/** Runs a task every `everyMs` (not at all when unset) until the app closes; a failure is logged, not thrown. */
export function repeat(
  app: FastifyInstance,
  everyMs: number | undefined,
  task: () => Promise<unknown>,
  what: string,
): void {
  if (!everyMs) return;
  const timer = setInterval(() => task().catch((error: unknown) => app.log.error(error, what)), everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
