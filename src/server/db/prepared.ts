import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './schema.ts';

type Args = Record<string, string | number | null | readonly (string | number | null)[]>;
const MARK = '\u0000arg:';

/** SQL of the prepared queries, with the name PostgreSQL knows each by once a connection has run it. */
export const statementNames = new Map<string, string>();

/**
 * Builds and compiles a query on first use; later calls only put their arguments in place. A send
 * runs a handful of small queries, and building each with Kysely costs more than SQLite takes to
 * answer it. `build` gets stand-ins for the arguments and must use each only as a value.
 */
export function prepareQuery<A extends Args, R>(db: Db, build: (args: A) => Compilable<R>) {
  let compiled: CompiledQuery<R> | undefined;
  let slots: ({ arg: string } | { value: unknown })[] = [];
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
    return executor.executeQuery<R>({ ...compiled, parameters });
  };
}
