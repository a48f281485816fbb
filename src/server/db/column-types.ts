import type { ColumnDataType } from 'kysely';

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

export function toIso(value: Date | string): string {
  return typeof value === 'string' ? new Date(value).toISOString() : value.toISOString();
}
