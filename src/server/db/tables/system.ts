import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** What every room shares: the audit log, photos, the SQLite job queue. */

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string;
  before: string | null;
  after: string | null;
  created_at: Timestamp;
}

/** One uploaded photo (decision record 032); its files are in the photo storage under storage_key. */
export interface PhotosTable {
  id: string;
  owner_id: string;
  storage_key: string;
  visibility: 'public' | 'private';
  state: ColumnType<'pending' | 'attached' | 'removed', 'pending' | undefined, 'pending' | 'attached' | 'removed'>;
  target_type: 'post' | 'comment' | 'message' | 'place' | 'region' | null;
  target_id: string | null;
  position: ColumnType<number, number | undefined, number>;
  alt: ColumnType<string, string | undefined, string>;
  width: number;
  height: number;
  /** JSON text: the widths made, ascending. */
  widths: string;
  placeholder: string;
  bytes: number;
  /** JSON text: each file's size in bytes, by file name. */
  file_sizes: string;
  created_at: Timestamp;
  attached_at: Timestamp | null;
  removed_at: Timestamp | null;
}

/** The SQLite job queue (src/server/jobs/sqlite-queue.ts); PostgreSQL uses pg-boss's schema. */
export interface JobsTable {
  id: Generated<number>;
  name: string;
  data: string;
  key: string | null;
  run_at: string;
  attempts: ColumnType<number, number | undefined, number>;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
}
