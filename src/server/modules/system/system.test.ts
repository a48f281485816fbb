import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('system routes', () => {
  it('reports database reachability on /api/health', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', dialect: ctx.config.database.dialect });
  });

  it('names the operator and the privacy contact from the configuration', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      operatorName: 'Hola Corea Test Operator',
      privacyContact: 'privacy@example.com',
      operatorAddress: null,
      operatorRegistration: null,
      euRepresentative: null,
      mailProcessor: null,
    });
  });

  it('publishes an OpenAPI document listing the routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/sign-up', '/api/auth/sign-in', '/api/me', '/api/admin/users', '/api/health']),
    );
    expect(doc.paths['/api/auth/sign-up'].post.requestBody).toBeDefined();
  });

  it('serves translation files under /locales', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/locales/es/auth.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().login.title).toBe('Iniciar sesión');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('sends security headers with a content security policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lists mails on the dev outbox page outside production', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
