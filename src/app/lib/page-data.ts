import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/*
 * The live answers a page was rendered with by the server when it was asked for (the community's boards and
 * highlights, decision record 045), carried in the page as a JSON data block (never run: the CSP stays
 * script-src 'self'). Until the app has taken the page over, its components show exactly these answers, as the
 * markup does; the app then starts with them in its query cache.
 */
export const PAGE_DATA_ID = 'page-data';
export type PageData = { renderedAt: number; answers: { queryKey: QueryKey; data: unknown }[] };

/** Set by the server's renderer for the one page it renders (renders are one at a time). */
let rendering: PageData | null = null;
/** The browser's page, read once: undefined until read. */
let carried: PageData | null | undefined;

function parse(text: string | null | undefined): PageData | null {
  if (!text) return null;
  try {
    const data = JSON.parse(text) as PageData;
    return typeof data.renderedAt === 'number' && Array.isArray(data.answers) ? data : null;
  } catch {
    return null;
  }
}

function pageData(): PageData | null {
  if (rendering) return rendering;
  carried ??= typeof document === 'undefined' ? null : parse(document.getElementById(PAGE_DATA_ID)?.textContent);
  return carried;
}

/** The answer the page was rendered with for this query, or undefined when it carries none. */
export function carriedAnswer(queryKey: QueryKey): unknown {
  const hash = hashKey(queryKey);
  return pageData()?.answers.find((answer) => hashKey(answer.queryKey) === hash)?.data;
}

/** When the page was rendered: "3 minutes ago" reads the same in its markup and in the app's first render. */
export const pageRenderedAt = (): number => pageData()?.renderedAt ?? Date.now();

/**
 * The page's answers in the query cache, stale: the app asks again as it starts (a member's own post, written a
 * moment ago, shows), while its first render shows the page's answers (hooks/use-page-answer.ts).
 */
export function seedQueries(queryClient: QueryClient) {
  for (const answer of pageData()?.answers ?? [])
    queryClient.setQueryData(answer.queryKey, answer.data, { updatedAt: 0 });
}

/** Server: renders a page with these answers as the page's own. */
export async function renderingWith<T>(data: PageData, render: () => Promise<T>): Promise<T> {
  rendering = data;
  try {
    return await render();
  } finally {
    rendering = null;
  }
}

/** The data block the page carries, `<` escaped so no answer can close it. */
export const pageDataBlock = (data: PageData) =>
  `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
