import { splitEmphasis } from '#app/features/guide/emphasis.ts';

/** A content string with its `**bold**` runs as <strong>; the rest is plain text, never markup. */
export function Emphasized({ text }: { text: string }) {
  return (
    <>
      {splitEmphasis(text).map((part, i) =>
        part.isStrong ? (
          <strong key={i} className="font-bold text-stone-900">
            {part.text}
          </strong>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
