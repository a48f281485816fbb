import { Fragment, type ReactNode } from 'react';
import { koreanRuns } from '#app/components/ui/korean-runs.tsx';

// Only web addresses become links: "javascript:", "data:" and the like stay plain text.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?'"»”’…)\]}]+$/;

/** The link target for a matched address, or null when it is not a valid http(s) URL. */
export function linkTarget(text: string): string | null {
  try {
    const url = new URL(/^www\./i.test(text) ? `https://${text}` : text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Drops punctuation that ends the sentence rather than the address; keeps ")" that closes a "(" inside it. */
function trimTrailing(match: string): string {
  let text = match.replace(TRAILING, '');
  const rest = match.slice(text.length);
  for (const char of rest) {
    if (char !== ')' || (text.match(/\(/g)?.length ?? 0) <= (text.match(/\)/g)?.length ?? 0)) break;
    text += char;
  }
  return text;
}

/** Splits plain text into strings and link elements; nothing in it is ever parsed as HTML. */
export function autolink(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = trimTrailing(match[0]);
    const href = linkTarget(raw);
    if (!href) continue;
    const start = match.index;
    if (start > last) out.push(text.slice(last, start));
    out.push(
      <a
        key={start}
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className="break-all text-brand-700 underline underline-offset-2"
      >
        {raw}
      </a>,
    );
    last = start + raw.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** A post or comment body: plain text with its line breaks, web addresses as links, Korean marked as Korean. */
export function RichText({ text, className = '' }: { text: string; className?: string }) {
  const parts = autolink(text).map((part, i) =>
    typeof part === 'string' ? <Fragment key={`t${i}`}>{koreanRuns(part)}</Fragment> : part,
  );
  return <div className={`whitespace-pre-wrap break-words leading-relaxed ${className}`}>{parts}</div>;
}
