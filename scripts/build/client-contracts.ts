import ts from 'typescript';
import type { Plugin } from 'vite';

const CONTRACTS = /[\\/]src[\\/]shared[\\/]contracts[\\/][^\\/]+\.ts$/;
const SERVER_ONLY = new Set(['params', 'query', 'body', 'response']);

/**
 * The browser calls an endpoint by its method and path only (`api()` in src/app/lib/api-client.ts); the
 * schemas in a `defineEndpoint({...})` are the server's, and only their types reach the client. This
 * build step drops them from the client's copy of `src/shared/contracts`, so zod and the schemas stay in
 * the lazy chunks of the forms that validate with them (docs/decisions/023, the JS budget). What is left
 * unused (the schema imports, a `z.null()` for 204) is dropped because zod's calls are pure (vite.config.ts).
 */
export function stripEndpointSchemas(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: Array<[number, number]> = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineEndpoint') {
      const [definition] = node.arguments;
      if (definition && ts.isObjectLiteralExpression(definition)) {
        for (const property of definition.properties) {
          const name =
            property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
              ? property.name.text
              : undefined;
          if (!name || !SERVER_ONLY.has(name)) continue;
          const comma = /^\s*,/.exec(code.slice(property.getEnd()));
          cuts.push([property.getStart(source), property.getEnd() + (comma ? comma[0].length : 0)]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = code;
  for (const [start, end] of cuts.reverse()) out = out.slice(0, start) + out.slice(end);
  return out;
}

export function clientContracts(): Plugin {
  return {
    name: 'hola:client-contracts',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (this.environment?.config.consumer !== 'client' || !CONTRACTS.test(id) || !code.includes('defineEndpoint('))
        return null;
      return { code: stripEndpointSchemas(code, id), map: null };
    },
  };
}
