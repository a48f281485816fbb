import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A Workbox manifest transform that keeps the precache as it is and writes its total size to `file` (beside the
 * client: dist/precache.json), which the offline pack's answer carries (src/server/modules/guide/get-offline-pack.ts),
 * so a device does not read every cached file back to add up what the app takes.
 */
export function precacheSize(file: string) {
  return <Entry extends { size: number }>(entries: Entry[]) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ bytes: entries.reduce((sum, entry) => sum + entry.size, 0) }));
    return { manifest: entries };
  };
}
