import type { FastifyInstance } from 'fastify';
import { type DatabaseHandle, describeDatabase, migrateToLatest, openDatabase } from '#server/db/index';
import { seedBoards } from '#server/db/seed';
import { seedContent } from '#server/db/seed-content';
import { holdDatabase } from '#server/db/sqlite-owner';
import type { Config } from '#server/env';
import { startup } from './startup.ts';

/** Opens and migrates the database, holds it while the app runs (closed on the app's close) and seeds it. */
export async function openAppDatabase(app: FastifyInstance, config: Config): Promise<DatabaseHandle> {
  const database = await startup(
    `DATABASE_URL: cannot open the database at ${describeDatabase(config.database)}`,
    async () => {
      const handle = openDatabase(config.database);
      try {
        const ahead = await migrateToLatest(handle);
        if (ahead.length > 0)
          app.log.warn({ migrations: ahead }, 'the database is ahead of this version (a newer one migrated it)');
        return handle;
      } catch (error) {
        await handle.close().catch(() => {});
        throw error;
      }
    },
  );
  // Until it closes, `npm run restore` leaves the database alone (SQLite; decision record 030).
  const release = holdDatabase(config.database);
  app.addHook('onClose', async () => {
    await database.close();
    release();
  });
  await seedBoards(database.db);
  await seedContent(database.db);
  return database;
}
