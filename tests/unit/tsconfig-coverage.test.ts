import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run typecheck` checks only what a project of tsconfig.json's references includes; a test file
// left out of all of them would never be type-checked.
const FOLDERS = ['src', 'tests', 'scripts'];

function projectFiles(root: string): Set<string> {
  const solution = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config as {
    references: { path: string }[];
  };
  const files = new Set<string>();
  for (const reference of solution.references) {
    const configPath = path.resolve(root, reference.path);
    const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
    const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath), undefined, configPath);
    for (const file of parsed.fileNames) files.add(path.resolve(file));
  }
  return files;
}

function typeScriptFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) found.push(full);
    }
  };
  for (const folder of FOLDERS) walk(path.join(root, folder));
  for (const entry of readdirSync(root)) if (/\.ts$/.test(entry)) found.push(path.join(root, entry));
  return found;
}

function filesOutsideProjects(root: string): string[] {
  const included = projectFiles(root);
  return typeScriptFiles(root)
    .filter((file) => !included.has(path.resolve(file)))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
}

const scratch: string[] = [];
afterAll(() => scratch.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('every TypeScript file is in a tsconfig project', () => {
  it('finds a test file that no project includes', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'tsconfig-coverage-'));
    scratch.push(root);
    for (const folder of FOLDERS) mkdirSync(path.join(root, folder, 'unit'), { recursive: true });
    writeFileSync(
      path.join(root, 'tsconfig.json'),
      JSON.stringify({ files: [], references: [{ path: './tsconfig.src.json' }] }),
    );
    writeFileSync(path.join(root, 'tsconfig.src.json'), JSON.stringify({ include: ['src'] }));
    writeFileSync(path.join(root, 'src', 'unit', 'a.ts'), '');
    writeFileSync(path.join(root, 'tests', 'unit', 'b.test.ts'), '');
    writeFileSync(path.join(root, 'vite.config.ts'), '');
    expect(filesOutsideProjects(root)).toEqual(['tests/unit/b.test.ts', 'vite.config.ts']);
  });

  it('leaves nothing in src, tests, scripts or the root configs unchecked', () => {
    expect(filesOutsideProjects(path.resolve(import.meta.dirname, '..', '..'))).toEqual([]);
  });
});
