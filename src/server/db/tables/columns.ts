import type { ColumnType } from 'kysely';

/** The column types the two engines hand back differently, shared by every table. */

// PostgreSQL hands back Date, SQLite the ISO text Better Auth and we write; see toIso().
export type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
// SQLite has no boolean type: SqliteBooleanPlugin writes 1/0 and reads come back as 0/1.
export type Bool = ColumnType<boolean | number, boolean, boolean>;
/** A count with a default. */
export type Counter = ColumnType<number, number | undefined, number>;
/** A boolean with a default. */
export type Flag = ColumnType<boolean | number, boolean | undefined, boolean>;
