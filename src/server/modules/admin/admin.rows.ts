import { type Selectable, sql } from 'kysely';
import type { AdminBoard, AdminPhrase, AdminPlace, AdminUser, PlaceInput, ReportKind } from '#shared/contracts/admin';
import type { Db } from '#server/db/index';
import type { BoardsTable, PhrasesTable, PlacesTable, UserRow } from '#server/db/schema';

/**
 * The admin room's row shapes, select lists and row → contract shaping, written once (decision record 028).
 */

export function shapeUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    emailVerified: Boolean(row.email_verified),
    role: row.role,
    status: row.status,
    createdAt: row.created_at,
    deletedAt: row.deleted_at,
    banUntil: row.ban_until,
    totalMessageReports: row.total_message_reports,
  };
}

type Localized = { ko: string; es: string; en: string };

/** A field kept in three columns (`name_ko`, `name_es`, `name_en`) as one value. */
export const localized = (row: Record<string, unknown>, field: string): Localized => ({
  ko: String(row[`${field}_ko`]),
  es: String(row[`${field}_es`]),
  en: String(row[`${field}_en`]),
});

/** One value as its three columns. */
export const columns = <F extends string>(field: F, value: Localized) =>
  ({ [`${field}_ko`]: value.ko, [`${field}_es`]: value.es, [`${field}_en`]: value.en }) as Record<
    `${F}_${'ko' | 'es' | 'en'}`,
    string
  >;

export function shapePhrase(row: Selectable<PhrasesTable>): AdminPhrase {
  return {
    id: row.id,
    category: row.category as AdminPhrase['category'],
    ko: row.ko,
    romanization: row.romanization,
    en: row.en,
    es: row.es,
    position: row.position,
  };
}

export function shapePlace(row: Selectable<PlacesTable>): AdminPlace {
  return {
    id: row.id,
    regionId: row.region_id,
    name: localized(row, 'name'),
    nameKo: row.name_korean,
    addressKo: row.address_ko,
    lat: row.lat,
    lng: row.lng,
    what: localized(row, 'what'),
    why: localized(row, 'why'),
    howToGetThere: localized(row, 'how'),
    position: row.position,
  };
}

export const placeColumns = (input: PlaceInput) => ({
  region_id: input.regionId,
  name_korean: input.nameKo,
  address_ko: input.addressKo,
  lat: input.lat,
  lng: input.lng,
  ...columns('name', input.name),
  ...columns('what', input.what),
  ...columns('why', input.why),
  ...columns('how', input.howToGetThere),
});

export function shapeBoard(row: Selectable<BoardsTable>): AdminBoard {
  return {
    slug: row.slug,
    name: localized(row, 'name'),
    description: localized(row, 'description'),
    kind: row.kind,
    archived: Boolean(row.archived),
    position: row.position,
    postCount: row.post_count,
  };
}

/** A message report or a post, comment or user report, in the one shape the queue lists. */
export type ReportRow = {
  kind: ReportKind;
  id: string;
  state: 'open' | 'dismissed' | 'resolved';
  reason: string;
  detail: string | null;
  created_at: string;
  reporter_id: string;
  reported_user_id: string;
  target_id: string;
  resolution: string | null;
  resolved_by: string | null;
  resolved_at: string | null;
};

/** Message reports as report rows (their id names the message and the reporter). */
export const messageReportRows = (db: Db) =>
  db
    .selectFrom('message_reports')
    .select([
      sql<ReportKind>`'message'`.as('kind'),
      sql<string>`'message:' || message_id || ':' || reporter_id`.as('id'),
      'state',
      'reason',
      'detail',
      'created_at',
      'reporter_id',
      'reported_user_id',
      sql<string>`cast(message_id as text)`.as('target_id'),
      'resolution',
      'resolved_by',
      'resolved_at',
    ]);

/** Post, comment and user reports as report rows. */
export const contentReportRows = (db: Db) =>
  db
    .selectFrom('content_reports')
    .select([
      sql<ReportKind>`target_type`.as('kind'),
      sql<string>`'content:' || id`.as('id'),
      'state',
      'reason',
      'detail',
      'created_at',
      'reporter_id',
      'reported_user_id',
      'target_id',
      'resolution',
      'resolved_by',
      'resolved_at',
    ]);

/** The messages of a reported message's conversation, as a moderator reads them around it. */
export const contextMessageColumns = [
  'messages.id',
  'messages.conversation_id',
  'messages.sender_id',
  'messages.receiver_id',
  'messages.content',
  'messages.created_at',
  'messages.is_read',
  'messages.deleted',
  'users.nickname',
  'users.deleted_at',
] as const;

/** An audit entry with its actor's nickname. */
export const auditColumns = [
  'audit_log.id',
  'audit_log.actor_id',
  'users.nickname',
  'users.deleted_at',
  'audit_log.action',
  'audit_log.target_type',
  'audit_log.target_id',
  'audit_log.before',
  'audit_log.after',
  'audit_log.created_at',
] as const;
