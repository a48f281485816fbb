import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md is where a newcomer finds the rooms: every folder of the layout it describes is named
// there, so a new folder (a domain, a platform module) comes with its line.
const root = path.resolve(import.meta.dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

const foldersOf = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`);

describe('docs/architecture.md', () => {
  it.each(['src/server', 'src/server/modules', 'src/app', 'src/shared', 'tests', 'scripts'])(
    'names every folder of %s',
    (dir) => {
      const missing = foldersOf(dir).filter((folder) => !doc.includes(`${folder}/`) && !doc.includes(`\`${folder}\``));
      expect(missing).toEqual([]);
    },
  );
});
