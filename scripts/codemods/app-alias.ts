// Rewrites relative imports of browser code into the '#app/…' alias (package.json "imports"):
// every '../' chain inside src/app, and any relative path into src/app from tests, scripts or configs.
// A file's './' siblings stay as they are. Idempotent: '#app/…' specifiers are never touched, and an
// import whose target file does not exist is left alone and listed.
//   npx tsx scripts/codemods/app-alias.ts           rewrite in place
//   npx tsx scripts/codemods/app-alias.ts --check   list what would change, exit 1 if anything would
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE_EXTENSIONS = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'coverage', '.git', '.ci']);
// Calls whose first argument names a module: vi.mock('../x.ts'), vi.importActual(…), require(…).
const MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock', 'require']);

export interface Rewrite {
  start: number;
  end: number;
  from: string;
  to: string;
}

export interface SkippedImport {
  specifier: string;
  line: number;
}

/** The '#app/…' specifier for `specifier` imported from `file`, or null when it should stay. */
export function aliasFor(root: string, file: string, specifier: string): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const appRoot = path.join(root, 'src', 'app');
  const insideApp = isInside(appRoot, file);
  if (insideApp && !specifier.startsWith('../')) return null;
  const target = path.resolve(path.dirname(file), specifier);
  if (!isInside(appRoot, target)) return null;
  return `#app/${path.relative(appRoot, target).split(path.sep).join('/')}`;
}

function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

function moduleSpecifiers(source: ts.SourceFile): ts.StringLiteralLike[] {
  const found: ts.StringLiteralLike[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteralLike(node.moduleSpecifier)) found.push(node.moduleSpecifier);
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteralLike(argument.literal)) found.push(argument.literal);
    } else if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const [first] = node.arguments;
      const callee = node.expression;
      const isModuleCall =
        callee.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(callee) && MODULE_CALLS.has(callee.text)) ||
        (ts.isPropertyAccessExpression(callee) &&
          ts.isIdentifier(callee.expression) &&
          callee.expression.text === 'vi' &&
          MODULE_CALLS.has(callee.name.text));
      if (isModuleCall && first && ts.isStringLiteralLike(first)) found.push(first);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What to change in one file's text; `exists` says whether an import's target file is there. */
export function planRewrites(
  root: string,
  file: string,
  text: string,
  exists: (file: string) => boolean = existsSync,
): { rewrites: Rewrite[]; skipped: SkippedImport[] } {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const rewrites: Rewrite[] = [];
  const skipped: SkippedImport[] = [];
  for (const literal of moduleSpecifiers(source)) {
    const alias = aliasFor(root, file, literal.text);
    if (!alias) continue;
    if (!exists(path.resolve(path.dirname(file), literal.text))) {
      skipped.push({
        specifier: literal.text,
        line: source.getLineAndCharacterOfPosition(literal.getStart()).line + 1,
      });
      continue;
    }
    // Only the text between the quotes changes, so the quote style and everything around it stay.
    rewrites.push({ start: literal.getStart() + 1, end: literal.getEnd() - 1, from: literal.text, to: alias });
  }
  return { rewrites, skipped };
}

export function applyRewrites(text: string, rewrites: Rewrite[]): string {
  let result = text;
  for (const rewrite of [...rewrites].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, rewrite.start) + rewrite.to + result.slice(rewrite.end);
  }
  return result;
}

function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(path.join(folder, entry.name));
      } else if (SOURCE_EXTENSIONS.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(path.join(folder, entry.name));
      }
    }
  };
  for (const folder of ['src', 'tests', 'scripts']) {
    if (existsSync(path.join(root, folder))) walk(path.join(root, folder));
  }
  for (const entry of readdirSync(root)) {
    if (SOURCE_EXTENSIONS.test(entry) && statSync(path.join(root, entry)).isFile()) files.push(path.join(root, entry));
  }
  return files.sort();
}

function main(): void {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const check = process.argv.includes('--check');
  let changedFiles = 0;
  let changedImports = 0;
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const { rewrites, skipped } = planRewrites(root, file, text);
    const relative = path.relative(root, file);
    for (const { specifier, line } of skipped)
      console.warn(`${relative}:${line}: left '${specifier}' alone: no such file`);
    if (rewrites.length === 0) continue;
    changedFiles += 1;
    changedImports += rewrites.length;
    if (check) for (const { from, to } of rewrites) console.log(`${relative}: '${from}' → '${to}'`);
    else writeFileSync(file, applyRewrites(text, rewrites));
  }
  console.log(`${check ? 'would rewrite' : 'rewrote'} ${changedImports} imports in ${changedFiles} files`);
  if (check && changedImports > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
