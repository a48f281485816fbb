import type { Migration } from 'kysely';
import type { Dialect } from '../column-types.ts';
import { accountsMigration } from './001-accounts.ts';
import { boardsMigration } from './002-boards.ts';
import { contentMigration } from './003-content.ts';
import { accountDeletionMigration } from './004-account-deletion.ts';
import { messagingMigration } from './005-messaging.ts';
import { communityMigration } from './006-community.ts';
import { moderationMigration } from './007-moderation.ts';
import { messageWriteIndexesMigration } from './008-message-write-indexes.ts';
import { accountSecurityMigration } from './009-account-security.ts';
import { messageClientIdMigration } from './010-message-client-id.ts';
import { messageRequestsMigration } from './011-message-requests.ts';
import { notificationsMigration } from './012-notifications.ts';
import { notificationDeliveryMigration } from './013-notification-delivery.ts';
import { accountStatusMigration } from './014-account-status.ts';
import { hardeningMigration } from './015-hardening.ts';
import { mailClaimsMigration } from './016-mail-claims.ts';
import { photosMigration } from './017-photos.ts';

/** One ordered list for both engines; a migration asks columnTypes() where they differ. */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '001-accounts': accountsMigration(dialect),
    '002-boards': boardsMigration(dialect),
    '003-content': contentMigration(dialect),
    '004-account-deletion': accountDeletionMigration(dialect),
    '005-messaging': messagingMigration(dialect),
    '006-community': communityMigration(dialect),
    '007-moderation': moderationMigration(dialect),
    '008-message-write-indexes': messageWriteIndexesMigration(),
    '009-account-security': accountSecurityMigration(dialect),
    '010-message-client-id': messageClientIdMigration(),
    '011-message-requests': messageRequestsMigration(),
    '012-notifications': notificationsMigration(dialect),
    '013-notification-delivery': notificationDeliveryMigration(dialect),
    '014-account-status': accountStatusMigration(),
    '015-hardening': hardeningMigration(dialect),
    '016-mail-claims': mailClaimsMigration(dialect),
    '017-photos': photosMigration(dialect),
  };
}
