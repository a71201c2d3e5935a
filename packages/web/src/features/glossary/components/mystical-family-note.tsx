import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGlossary } from '../api/get-glossary';
import '../texts';

/** The seven cards the note names, by the key their name fills in its text. */
const NAMED = {
  kingOfSpades: 'K♠',
  jackOfHearts: 'J♥',
  eightOfClubs: '8♣',
  aceOfClubs: 'A♣',
  twoOfHearts: '2♥',
  sevenOfDiamonds: '7♦',
  nineOfHearts: '9♥',
} as const;

/** Shown on the seven cards of the Mystical Family (docs/product.md §2, glossary detail). */
export function MysticalFamilyNote() {
  const { t } = useTranslation();
  // The cards' names in the language shown, from the server's glossary (their one home is the engine).
  const cards = useGlossary().data?.cards;
  const names = Object.fromEntries(
    Object.entries(NAMED).map(([key, symbol]) => [key, cards?.[symbol]?.name ?? symbol]),
  ) as Record<keyof typeof NAMED, string>;
  return (
    <aside
      aria-labelledby="mystical-family-title"
      className="flex gap-3.5 rounded-xl border border-accent/45 bg-accent/10 p-4 sm:p-5"
    >
      <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <div className="grid gap-1.5">
        <h2 id="mystical-family-title" className="text-lg font-semibold">
          {t('cards.glossary.mysticalFamily')}
        </h2>
        <p className="max-w-prose text-pretty text-sm leading-relaxed text-muted">
          {t('cards.glossary.mysticalFamilyText', names)}
        </p>
      </div>
    </aside>
  );
}
