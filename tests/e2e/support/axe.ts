import axe, { type Result } from 'axe-core';
import type { Page } from 'playwright-core';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's violations of `tags` on the page as it is now (or inside `include`, a selector). axe-core runs in the
 * page itself, injected once per document: @axe-core/playwright's AxeBuilder injects it anew on every call and
 * finishes each run in a new blank page (for cross-origin frames, which these pages do not have), 3–5× the time
 * per page.
 */
export async function axeViolations(page: Page, tags: string[], include?: string): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    ([tags, include]) =>
      (window as unknown as { axe: typeof axe }).axe.run(include ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    [tags, include] as const,
  );
  return results.violations;
}

/** The serious and critical violations of WCAG 2.1 A and AA, one line each, named by `state`. */
export async function seriousViolations(page: Page, state: string, include?: string): Promise<string[]> {
  return (await axeViolations(page, WCAG_AA, include))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${state}: ${v.id} (${v.impact}) ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`)
          .join(', ')}`,
    );
}
