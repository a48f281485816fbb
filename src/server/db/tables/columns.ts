import type { ColumnType } from 'kysely';

/** The column types both engines hand back alike (db/pg-types.ts, db/sqlite-booleans.ts), shared by every table. */

/** ISO text with milliseconds and Z ('2026-11-27T01:00:00.000Z'): what SQLite stores and PostgreSQL's parser gives. */
export type Timestamp = ColumnType<string, string, string>;
/** SqliteBooleanPlugin writes 1/0 on SQLite, and its statements read them back as booleans. */
export type Bool = ColumnType<boolean, boolean, boolean>;
/** A count with a default. */
export type Counter = ColumnType<number, number | undefined, number>;
/** A boolean with a default. */
export type Flag = ColumnType<boolean, boolean | undefined, boolean>;
