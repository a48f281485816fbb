import { afterEach, describe, expect, it } from 'vitest';
import { type InlineConfig, resolveConfig } from 'vite';

// As `vite build` resolves it (its default mode and NODE_ENV are production).
const resolveBuild = (config: InlineConfig = {}) =>
  resolveConfig({ configFile: 'vite.config.ts', logLevel: 'silent', ...config }, 'build', 'production', 'production');

const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

describe('the client build (npm run build, npm start)', () => {
  it.each(['development', 'test', undefined])('is a production build when the shell has NODE_ENV=%s', async (value) => {
    if (value === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = value;
    const config = await resolveBuild();
    expect(config.isProduction).toBe(true);
    expect(process.env.NODE_ENV).toBe('production');
  });

  it('is a development build only when asked with --mode development', async () => {
    process.env.NODE_ENV = 'development';
    const config = await resolveBuild({ mode: 'development' });
    expect(config.isProduction).toBe(false);
  });
});
