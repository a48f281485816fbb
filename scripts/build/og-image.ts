/**
 * The picture a shared link of a prerendered page shows (public/og/<name>.jpg, drawn by
 * scripts/draw-og-images.ts): a guide topic's or region's own, over the landscape its page opens with, else
 * its section's.
 */
export function ogImage(pagePath: string): string {
  const [first, second, third] = pagePath.split('/').filter(Boolean).map(decodeURIComponent);
  if (first === 'guide' && second === 'places' && third) return `region-${third}`;
  if (first === 'guide') return second ? `guide-${second}` : 'guide';
  if (first === 'phrases') return 'phrases';
  if (first === 'essential-apps') return 'apps';
  if (first === 'community') return 'community';
  return 'home';
}
