import type { ReactNode } from 'react';

/**
 * The column of /login and the password pages. One column of one fixed track (grid-cols-1 is minmax(0, 1fr)), so the
 * skeleton's wide bars cannot stretch it past a 320 px screen and the form does not jump narrower.
 */
export function LoginFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto grid w-full max-w-md grid-cols-1 gap-5 sm:pt-4">{children}</div>;
}

const FAN = [
  { glyph: '♥', tone: 'text-card-red' },
  { glyph: '♣', tone: 'text-card-black' },
  { glyph: '♦', tone: 'text-card-red' },
  { glyph: '♠', tone: 'text-card-black' },
] as const;

/** Four small fanned cards above the form: the deck, one of each suit. */
export function SuitRow() {
  return (
    <div aria-hidden="true" className="flex justify-center pt-1">
      {FAN.map(({ glyph, tone }, index) => {
        const offset = index - (FAN.length - 1) / 2;
        return (
          <span
            key={glyph}
            style={{ transform: `translateY(${Math.abs(offset) * 3}px) rotate(${offset * 8}deg)` }}
            className={`-mx-1 grid h-14 w-10 place-items-center rounded-md border border-card-edge bg-card-face font-serif text-2xl shadow-soft ${tone}`}
          >
            {glyph}
          </span>
        );
      })}
    </div>
  );
}
