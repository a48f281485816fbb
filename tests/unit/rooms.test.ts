import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Rooms a successor can live in (decision record 028): a use case a file, small functions, no import cycles
// (type-only imports included, which ESLint's import-x/no-cycle does not see).
const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 80;
const root = path.resolve(import.meta.dirname, '../..');

/**
 * Files of src/server/modules still over the limits, waiting for their split (each entry must go once its
 * file is split: the test fails when a listed file is already within the limits).
 */
const WAITING_FOR_SPLIT = new Set<string>([]);

/** Import cycles waiting for their domain's split, each as its sorted list of files (same rule as above). */
const WAITING_CYCLES: string[][] = [];

/** Files outside src/server/db that still fork on the engine, waiting for their store (same rule as above). */
const WAITING_FOR_STORES = new Set<string>([]);
/** Naming the engine: comparing a dialect, or taking one as a parameter. */
const ENGINE_FORK = /\bdialect\s*[!=]==|\bDialect\b/;

const isSource = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** Every function, method and arrow function longer than the limit, as `file:line name (N lines)`. */
function longFunctions(file: string): string[] {
  const source = parse(file);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      const name =
        (node.name && ts.isIdentifier(node.name) && node.name.text) ||
        (ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name) && node.parent.name.text) ||
        (ts.isPropertyAssignment(node.parent) && node.parent.name.getText(source)) ||
        '(anonymous)';
      if (lines > MAX_FUNCTION_LINES) found.push(`${rel(file)}:${start + 1} ${name} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const aliases: [string, (rest: string) => string][] = [
  ['#server/', (rest) => `src/server/${rest}.ts`],
  ['#shared/', (rest) => `src/shared/${rest}.ts`],
  ['#app/', (rest) => `src/app/${rest}`],
];

function resolveImport(from: string, specifier: string): string | null {
  let target: string | null = null;
  for (const [prefix, map] of aliases)
    if (specifier.startsWith(prefix)) target = path.join(root, map(specifier.slice(prefix.length)));
  if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
  if (!target) return null;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return null;
}

/** Imports of a file, type-only ones and re-exports included. */
function importsOf(file: string): string[] {
  const source = parse(file);
  const found: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : null;
    const resolved = specifier ? resolveImport(file, specifier) : null;
    if (resolved) found.push(resolved);
  }
  return found;
}

/** Strongly connected components of more than one file (Tarjan), i.e. the import cycles. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(rel(member));
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) connect(node);
  return found;
}

describe('rooms', () => {
  const moduleFiles = walk(path.join(root, 'src/server/modules')).filter(isSource);

  it(`keeps every file of src/server/modules within ${MAX_FILE_LINES} lines`, () => {
    const over = moduleFiles
      .map((file) => ({ file: rel(file), lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ file, lines }) => lines > MAX_FILE_LINES && !WAITING_FOR_SPLIT.has(file))
      .map(({ file, lines }) => `${file} (${lines} lines)`);
    expect(over, 'split these by use case (docs/decisions/028)').toEqual([]);
  });

  it(`keeps every function of src/server/modules within ${MAX_FUNCTION_LINES} lines`, () => {
    const long = moduleFiles.filter((file) => !WAITING_FOR_SPLIT.has(rel(file))).flatMap(longFunctions);
    expect(long, 'split these into named steps (docs/decisions/028)').toEqual([]);
  });

  it('lists only files that still wait for their split', () => {
    const within = [...WAITING_FOR_SPLIT].filter((file) => {
      const full = path.join(root, file);
      if (!existsSync(full)) return true;
      return readFileSync(full, 'utf8').split('\n').length <= MAX_FILE_LINES && longFunctions(full).length === 0;
    });
    expect(within, 'remove these from WAITING_FOR_SPLIT').toEqual([]);
  });

  it('forks on the engine only under src/server/db', () => {
    const forking = walk(path.join(root, 'src'))
      .filter(isSource)
      .map(rel)
      .filter(
        (file) => !file.startsWith('src/server/db/') && ENGINE_FORK.test(readFileSync(path.join(root, file), 'utf8')),
      );
    expect(
      forking.filter((file) => !WAITING_FOR_STORES.has(file)),
      'move the difference behind a store in db/',
    ).toEqual([]);
    expect(
      [...WAITING_FOR_STORES].filter((file) => !forking.includes(file)),
      'remove these from WAITING_FOR_STORES',
    ).toEqual([]);
  });

  it('has no import cycle in src/, type-only imports included', () => {
    const files = walk(path.join(root, 'src')).filter(isSource);
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    const found = cycles(graph).map((cycle) => cycle.join(' → '));
    const waiting = WAITING_CYCLES.map((cycle) => cycle.join(' → '));
    expect(found.filter((cycle) => !waiting.includes(cycle))).toEqual([]);
    expect(
      waiting.filter((cycle) => !found.includes(cycle)),
      'remove these from WAITING_CYCLES',
    ).toEqual([]);
  });
});
