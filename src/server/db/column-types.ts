import { type ColumnDataType, sql } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** The column types that differ between the two engines; migrations ask here instead of branching. */
export function columnTypes(dialect: Dialect) {
  const pg = dialect === 'postgres';
  return {
    timestamp: (pg ? 'timestamptz' : 'text') as ColumnDataType,
    boolean: (pg ? 'boolean' : 'integer') as ColumnDataType,
    serialId: (pg ? 'serial' : 'integer') as ColumnDataType,
    false: pg ? false : 0,
  };
}

/** The UTC day ("2026-11-23") of a timestamp column, for counting per day. */
export function utcDay(dialect: Dialect, column: string) {
  return dialect === 'postgres'
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}
