import { Sparkles } from 'lucide-react';

/** Shown on the seven cards of the Mystical Family (docs/product.md §2, glossary detail). */
export function MysticalFamilyNote() {
  return (
    <aside
      aria-labelledby="mystical-family-title"
      className="flex gap-3.5 rounded-xl border border-accent/45 bg-accent/10 p-4 sm:p-5"
    >
      <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <div className="grid gap-1.5">
        <h2 id="mystical-family-title" className="text-lg font-semibold">
          Mystical Family
        </h2>
        <p className="max-w-prose text-pretty text-sm leading-relaxed text-muted">
          This card is one of the seven that stand apart from the 45-card cycle the rest of the deck turns
          through year after year. Three are fixed and never move: the King of Spades, the Jack of Hearts and
          the Eight of Clubs. Four are semi-fixed and only ever trade places with each other, in two pairs:
          the Ace of Clubs with the Two of Hearts, and the Seven of Diamonds with the Nine of Hearts.
        </p>
      </div>
    </aside>
  );
}
