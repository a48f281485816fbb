import pg from 'pg';

const { builtins } = pg.types;
const driverDefault = pg.types.getTypeParser;
const parseDate = driverDefault(builtins.TIMESTAMPTZ, 'text') as (text: string) => Date;

/**
 * The app pool's parsers, so PostgreSQL rows carry what SQLite rows carry and no use case coerces:
 * - int8 (count(*), sum() of integers, bigint columns) as a number: the driver's default is a string, as
 *   an int8 may pass 2^53; our counts, sums and the one bigint column (an authenticator's time step,
 *   about 6·10^7) stay far below it;
 * - timestamptz as the ISO text SQLite stores ('2026-11-27T01:00:00.000Z', what toISOString writes);
 *   timestamp without zone, which only an expression makes here, as UTC.
 * numeric is left as a string: no column or sum we read is numeric. Per pool, not pg.types.setTypeParser:
 * other pools (pg-boss's, tests' clients) keep the driver's defaults.
 */
export const appTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format === 'binary') return driverDefault(oid, format);
    if (oid === builtins.INT8) return Number;
    if (oid === builtins.TIMESTAMPTZ) return (text: string) => parseDate(text).toISOString();
    if (oid === builtins.TIMESTAMP) return (text: string) => parseDate(`${text}+00`).toISOString();
    return driverDefault(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** The driver's own parsers, for Better Auth: its PostgreSQL adapter expects Date for its date fields. */
export const driverTypes: pg.CustomTypesConfig = { getTypeParser: driverDefault };
