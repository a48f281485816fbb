import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './schema.ts';

type Args = Record<string, string | number | null | readonly (string | number | null)[]>;
const MARK = '\u0000arg:';

/** SQL of the prepared queries, with the name PostgreSQL knows each by once a connection has run it. */
export const statementNames = new Map<string, string>();

// Outside production the first calls of each prepared query are compared with Kysely's own compilation of
// the same arguments, so a Kysely upgrade that changes how a query is built fails the tests, not production.
const CHECKED_CALLS = process.env.NODE_ENV === 'production' ? 0 : 3;

export class PreparedQueryMismatch extends Error {}

function checkAgainstKysely<R>(build: () => Compilable<R>, sql: string, parameters: readonly unknown[]) {
  const own = build().compile();
  if (own.sql !== sql || JSON.stringify(own.parameters) !== JSON.stringify(parameters)) {
    throw new PreparedQueryMismatch(
      `prepareQuery differs from Kysely: ${JSON.stringify({ sql, parameters })} vs ${JSON.stringify({ sql: own.sql, parameters: own.parameters })}`,
    );
  }
}

/**
 * Builds and compiles a query on first use; later calls only put their arguments in place. A send
 * runs a handful of small queries, and building each with Kysely costs more than SQLite takes to
 * answer it. `build` gets stand-ins for the arguments and must use each only as a value.
 */
export function prepareQuery<A extends Args, R>(db: Db, build: (args: A) => Compilable<R>, checks = CHECKED_CALLS) {
  let compiled: CompiledQuery<R> | undefined;
  let slots: ({ arg: string } | { value: unknown })[] = [];
  let unchecked = checks;
  return (args: A, executor: Pick<Db, 'executeQuery'> = db): Promise<QueryResult<R>> => {
    if (!compiled) {
      const standIns = new Proxy({}, { get: (_, key) => `${MARK}${String(key)}` }) as A;
      compiled = build(standIns).compile();
      if (!statementNames.has(compiled.sql)) statementNames.set(compiled.sql, `hola_${statementNames.size + 1}`);
      slots = compiled.parameters.map((p) =>
        typeof p === 'string' && p.startsWith(MARK) ? { arg: p.slice(MARK.length) } : { value: p },
      );
    }
    const parameters = slots.map((slot) => ('arg' in slot ? args[slot.arg] : slot.value));
    if (unchecked > 0) {
      unchecked--;
      checkAgainstKysely(() => build(args), compiled.sql, parameters);
    }
    return executor.executeQuery<R>({ ...compiled, parameters });
  };
}
