import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRewrites, planRewrites } from '../../scripts/codemods/app-alias.ts';

// A small repository on disk: the codemod only rewrites imports whose target file exists.
let root: string;
const at = (relative: string) => path.join(root, relative);

function rewrite(file: string, text: string) {
  const { rewrites, skipped } = planRewrites(root, at(file), text);
  return { text: applyRewrites(text, rewrites), skipped };
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'app-alias-'));
  for (const file of [
    'src/app/lib/api-client.ts',
    'src/app/paths.ts',
    'src/app/components/ui/button.tsx',
    'src/app/features/chat/api/send.ts',
    'src/app/features/chat/components/view.tsx',
    'src/shared/limits.ts',
    'content/apps.json',
  ]) {
    mkdirSync(path.dirname(at(file)), { recursive: true });
    writeFileSync(at(file), '');
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('app-alias codemod', () => {
  it('leaves an import whose target does not exist alone and reports its line', () => {
    const source = "import a from './view.tsx';\nimport { b } from '../../../lib/missing.ts';\n";
    const result = rewrite('src/app/features/chat/components/view.tsx', source);
    expect(result.text).toBe(source);
    expect(result.skipped).toEqual([{ specifier: '../../../lib/missing.ts', line: 2 }]);
  });

  it('keeps siblings, paths leaving src/app and package imports as they are', () => {
    const source = [
      "import { x } from './send.ts';",
      "import apps from '../../../../../content/apps.json';",
      "import { LIMIT } from '#shared/limits';",
      "import { ApiError } from '#app/lib/api-client.ts';",
      "import { useQuery } from '@tanstack/react-query';",
      "const topics = import.meta.glob('../../../../../content/*.json');",
      '',
    ].join('\n');
    expect(rewrite('src/app/features/chat/api/send.ts', source).text).toBe(source);
  });

  it('rewrites every ../ chain inside src/app, in any import form, keeping quotes', () => {
    const source = [
      "import { api } from '../../../lib/api-client.ts';",
      'import { Button } from "../../../components/ui/button.tsx";',
      "export { send } from '../api/send.ts';",
      "import type { Paths } from '../../../paths.ts';",
      "type Client = typeof import('../../../lib/api-client.ts');",
      "const View = lazy(() => import('../components/view.tsx'));",
      "vi.mock('../../../lib/api-client.ts');",
      '',
    ].join('\n');
    expect(rewrite('src/app/features/chat/components/view.tsx', source).text).toBe(
      [
        "import { api } from '#app/lib/api-client.ts';",
        'import { Button } from "#app/components/ui/button.tsx";',
        "export { send } from '#app/features/chat/api/send.ts';",
        "import type { Paths } from '#app/paths.ts';",
        "type Client = typeof import('#app/lib/api-client.ts');",
        "const View = lazy(() => import('#app/features/chat/components/view.tsx'));",
        "vi.mock('#app/lib/api-client.ts');",
        '',
      ].join('\n'),
    );
  });

  it('rewrites relative paths into src/app from tests and root configs, not into other folders', () => {
    const test =
      "import { paths } from '../../src/app/paths.ts';\nimport { LIMIT } from '../../src/shared/limits.ts';\n";
    expect(rewrite('tests/unit/paths.test.ts', test).text).toBe(
      "import { paths } from '#app/paths.ts';\nimport { LIMIT } from '../../src/shared/limits.ts';\n",
    );
    expect(rewrite('vite.config.ts', "import { paths } from './src/app/paths.ts';\n").text).toBe(
      "import { paths } from '#app/paths.ts';\n",
    );
  });

  it('changes nothing the second time', () => {
    const once = rewrite(
      'src/app/features/chat/components/view.tsx',
      "import { api } from '../../../lib/api-client.ts';\n",
    ).text;
    expect(rewrite('src/app/features/chat/components/view.tsx', once).text).toBe(once);
  });
});
