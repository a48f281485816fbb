import type { ColumnType } from 'kysely';
import type { AccountStatus } from '#shared/account-rules';
import type { MessagePrivacy } from '#shared/contracts/message-requests';
import type { Bool, Timestamp, Flag } from './columns.ts';

/** The accounts' tables: users, sessions and what Better Auth keeps beside them. */

export interface UsersTable {
  id: string;
  email: string;
  email_verified: Bool;
  nickname: string;
  image: string | null;
  role: ColumnType<'admin' | 'user', 'admin' | 'user' | undefined, 'admin' | 'user'>;
  /** 'deactivated' by an admin, or by the owner's deletion (then deleted_at is set too); see #shared/account-rules. */
  status: ColumnType<AccountStatus, AccountStatus | undefined, AccountStatus>;
  language: 'ko' | 'es' | 'en' | null;
  ban_until: Timestamp | null;
  total_message_reports: ColumnType<number, number | undefined, number>;
  message_privacy: ColumnType<MessagePrivacy, MessagePrivacy | undefined, MessagePrivacy>;
  deleted_at: Timestamp | null;
  nickname_skeleton: string | null;
  two_factor_enabled: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TwoFactorsTable {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: Bool;
  failed_verification_count: ColumnType<number, number | undefined, number>;
  locked_until: Timestamp | null;
  /** The last TOTP time step (Unix time / 30 s) a code was accepted for: a code works once. */
  last_totp_step: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set when this session passed the second factor (admin routes require it). */
  two_factor_verified: Flag;
}

export interface AccountsTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RevokedSessionsTable {
  token: string;
  user_id: string;
  reason: 'deactivated';
  revoked_at: Timestamp;
}
