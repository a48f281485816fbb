import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OfflinePack } from '#shared/contracts/guide';
import type { ServerContext } from '#server/context';
import { offlinePackPhotos } from '#server/modules/photos/offline-pack-photos';
import { listPhrases } from './list-phrases.ts';
import { listPlaces } from './list-places.ts';
import { listRegions } from './list-regions.ts';

/**
 * The bytes of the app's files the service worker precaches, written by the build beside the client
 * (scripts/build/precache-size.ts): a device no longer reads every cached file to add them up.
 */
async function precachedBytes(clientDir: string): Promise<number> {
  try {
    const { bytes } = JSON.parse(await readFile(path.join(clientDir, '..', 'precache.json'), 'utf8')) as {
      bytes: unknown;
    };
    return Number.isInteger(bytes) ? (bytes as number) : 0;
  } catch {
    return 0;
  }
}

/** The bodies of the content routes, measured as served, so a device can show the pack's size before downloading it. */
export async function getOfflinePack(ctx: Pick<ServerContext, 'db' | 'config'>): Promise<OfflinePack> {
  const [phrases, regions, places, photos, appBytes] = await Promise.all([
    listPhrases(ctx),
    listRegions(ctx),
    listPlaces(ctx),
    offlinePackPhotos(ctx.db),
    precachedBytes(ctx.config.clientDir),
  ]);
  const bodies: [string, unknown][] = [
    ['/api/phrases', phrases],
    ['/api/regions', regions],
    ['/api/places', { places }],
    ...regions.regions.map((region): [string, unknown] => [
      `/api/regions/${encodeURIComponent(region.id)}`,
      { region, places: places.filter((p) => p.regionId === region.id) },
    ]),
  ];
  const hash = createHash('sha256');
  const files = bodies.map(([url, body]) => {
    const json = JSON.stringify(body);
    hash.update(json);
    return { url, bytes: Buffer.byteLength(json) };
  });
  for (const photo of photos) hash.update(photo.url);
  return { version: hash.digest('hex').slice(0, 16), appBytes, files, photos };
}
