import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('docs/deploy.md', () => {
  it('shows deploy/haproxy.cfg exactly as the rolling-restart test runs it', () => {
    const config = readFileSync('deploy/haproxy.cfg', 'utf8');
    expect(readFileSync('docs/deploy.md', 'utf8')).toContain(`\`\`\`haproxy\n${config}\`\`\``);
  });
});

describe('log retention', () => {
  it('the deployment guide deletes web server logs after the 14 days the privacy policy promises', () => {
    const policy = {
      ko: '웹 서버 로그는 14일간 보관',
      es: 'los registros del servidor web se conservan 14 días',
      en: 'web server logs are kept for 14 days',
    };
    for (const [lng, promise] of Object.entries(policy)) {
      expect(readFileSync(`public/locales/${lng}/privacy.json`, 'utf8'), lng).toContain(promise);
    }
    const deploy = readFileSync('docs/deploy.md', 'utf8');
    expect(deploy).toMatch(/^MaxRetentionSec=14day$/m);
    expect(deploy).toMatch(/^MaxFileSec=1day$/m);
  });
});
