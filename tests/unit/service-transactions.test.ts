import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The shape of a command that spans services (decision records 013 and 022): one transaction handle
 * (`Work`) handed down. Read from the syntax of the server's source, so that a new service function
 * or a new cross-service call that breaks the shape fails here, not in production under load.
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [file] : [];
  });
}

const sources = sourceFiles('src/server').map((file) => ({
  file: file.split(path.sep).join('/'),
  source: ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
}));

function nodes(root: ts.Node, test: (node: ts.Node) => boolean): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (test(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

const where = (node: ts.Node) => {
  const source = node.getSourceFile();
  return `${source.fileName.split(path.sep).join('/')}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
};
const isCallTo = (node: ts.Node, name: string): node is ts.CallExpression =>
  ts.isCallExpression(node) &&
  (ts.isIdentifier(node.expression)
    ? node.expression.text
    : ts.isPropertyAccessExpression(node.expression)
      ? node.expression.name.text
      : '') === name;
const mentions = (root: ts.Node, name: string) => nodes(root, (n) => ts.isIdentifier(n) && n.text === name).length > 0;
const passesWork = (call: ts.CallExpression) => {
  const last = call.arguments[call.arguments.length - 1];
  return (
    last !== undefined &&
    ts.isObjectLiteralExpression(last) &&
    last.properties.some(
      (p) => (ts.isShorthandPropertyAssignment(p) || ts.isPropertyAssignment(p)) && p.name.getText() === 'work',
    )
  );
};

const workTakers = sources.flatMap(
  ({ source }) =>
    nodes(
      source,
      (n) => ts.isFunctionLike(n) && n.parameters.some((p) => p.type?.getText() === 'WorkOption'),
    ) as ts.FunctionLikeDeclaration[],
);
const inWorkCalls = sources.flatMap(({ source }) => nodes(source, (n) => isCallTo(n, 'inWork')) as ts.CallExpression[]);
/** The rooms (src/server/modules/<room>) whose commands another room's use case may call. */
const rooms = new Set(readdirSync('src/server/modules'));
const crossServiceCalls = sources.flatMap(
  ({ source }) =>
    nodes(
      source,
      (n) =>
        ts.isCallExpression(n) &&
        ts.isPropertyAccessExpression(n.expression) &&
        ts.isPropertyAccessExpression(n.expression.expression) &&
        ts.isIdentifier(n.expression.expression.expression) &&
        // `deps.<room>.<command>(…)`, or a use case's context: `ctx.<room>.<command>(…)` (decision record 028).
        (n.expression.expression.expression.text === 'deps' ||
          (n.expression.expression.expression.text === 'ctx' && rooms.has(n.expression.expression.name.text))),
    ) as ts.CallExpression[],
);

describe('services compose inside one transaction', () => {
  it('finds the functions and calls it checks', () => {
    expect(workTakers.length).toBeGreaterThanOrEqual(8);
    expect(inWorkCalls.length).toBeGreaterThanOrEqual(8);
    // Resolving a report: removeMessage, deletePost, deleteComment, moderatePost, moderateComment, reportsClosed.
    expect(crossServiceCalls.length).toBeGreaterThanOrEqual(6);
  });

  it('a service function given work runs in it and never opens a transaction of its own', () => {
    const broken = workTakers.filter((fn) => {
      const body = fn.body;
      if (!body) return true;
      const opensOwn = nodes(body, (n) => isCallTo(n, 'transaction')).length > 0;
      const joins =
        nodes(body, (n) => isCallTo(n, 'inWork') && (n as ts.CallExpression).arguments[1]?.getText() === 'work')
          .length > 0 || nodes(body, (n) => ts.isCallExpression(n) && passesWork(n)).length > 0;
      return opensOwn || !joins;
    });
    expect(broken.map(where)).toEqual([]);
  });

  it('a call from one service into another hands down the caller’s work', () => {
    expect(crossServiceCalls.filter((call) => !passesWork(call)).map(where)).toEqual([]);
  });

  it('inside a command’s work every query goes through its transaction, never the shared handle', () => {
    // On SQLite a query on `db` would wait for the one connection the transaction holds.
    const leaks = inWorkCalls.filter((call) => {
      const command = call.arguments[2];
      return command !== undefined && mentions(command, 'db');
    });
    expect(leaks.map(where)).toEqual([]);
  });
});
