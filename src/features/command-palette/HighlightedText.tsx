import type { TextRange } from './match-text';

/** `text` with the typed part marked (bold and underlined: readable on any row colour). */
export function HighlightedText({ text, range }: { text: string; range: TextRange | null }) {
  if (!range || range.end <= range.start) return <>{text}</>;
  return (
    <>
      {text.slice(0, range.start)}
      <mark className="bg-transparent font-semibold text-current underline decoration-2 underline-offset-2">
        {text.slice(range.start, range.end)}
      </mark>
      {text.slice(range.end)}
    </>
  );
}
