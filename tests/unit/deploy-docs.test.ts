import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('docs/deploy.md', () => {
  it('shows deploy/haproxy.cfg exactly as the rolling-restart test runs it', () => {
    const config = readFileSync('deploy/haproxy.cfg', 'utf8');
    expect(readFileSync('docs/deploy.md', 'utf8')).toContain(`\`\`\`haproxy\n${config}\`\`\``);
  });
});
