import type { Suit } from '@cardology/engine/card';
import { SUIT_GLYPHS } from '@cardology/engine/card';
import { cn } from '../../../lib/cn';

/** A suit's glyph on a chip of card face, so red suits stay legible on the dark theme too. */
export function SuitMark({ suit, className }: { suit: Suit; className?: string }) {
  const red = suit === 'hearts' || suit === 'diamonds';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-grid size-6 place-items-center rounded-md border border-card-edge/70 bg-card-face text-sm leading-none',
        red ? 'text-card-red' : 'text-card-black',
        className,
      )}
    >
      {SUIT_GLYPHS[suit]}
    </span>
  );
}
