import { describe, expect, it } from 'vitest';
import { stripEndpointSchemas } from '../../scripts/build/client-contracts.ts';

describe("the client's copy of a contract", () => {
  it('keeps method, path, access and tags, and drops the schemas of every endpoint', () => {
    const source = [
      "import { PostSchema, PostParamsSchema } from './community.ts';",
      'export const endpoints = {',
      "  post: defineEndpoint({ method: 'GET', path: '/api/posts/:postId', access: 'public', tags, params: PostParamsSchema, response: { 200: PostSchema } }),",
      '  update: defineEndpoint({',
      "    method: 'PATCH',",
      "    path: '/api/posts/:postId',",
      '    body: z.object({ title: z.string() }),',
      "    access: 'user',",
      '    response: noContent,',
      '  }),',
      '};',
    ].join('\n');
    const out = stripEndpointSchemas(source, 'community.endpoints.ts');
    expect(out).not.toMatch(/params:|body:|response:|query:/);
    expect(out).toContain("method: 'PATCH'");
    expect(out).toContain("access: 'user'");
    expect(out).toContain("path: '/api/posts/:postId', access: 'public', tags,");
    // Still JavaScript: the object literals stay well formed.
    expect(
      () =>
        new Function(
          out
            .replace(/^import .*$/m, '')
            .replace('export ', '')
            .replace(/defineEndpoint/g, '((e) => e)'),
        ),
    ).not.toThrow();
  });

  it('leaves a file without endpoints as it is', () => {
    const source = 'export const PostSchema = z.object({ body: z.string(), response: z.string() });';
    expect(stripEndpointSchemas(source, 'community.ts')).toBe(source);
  });
});
