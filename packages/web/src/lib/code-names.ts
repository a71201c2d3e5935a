import type { Planet } from '@cardology/contract/wire';
import { parseCard } from '@cardology/engine/card';
import { SPREAD_POSITIONS } from '@cardology/engine/positions';
import type { CardKey } from '@cardology/engine/texts/locales/types';
import type { PositionKey } from '@cardology/engine/texts/types';
import { useTranslation } from 'react-i18next';
import { currentNames } from '../i18n/i18n';

// A card's or a planet's code in the words of the language shown (issue 26). The names' one home is the engine
// (texts/locales/<language>/names.ts), loaded with the language's chunk; English is the engine's own names.

/** 'Q♥' (or any spelling the engine parses) → 'Queen of Hearts' / 'Reina de Corazones'; the text if no card. */
export function cardName(text: string): string {
  const parsed = parseCard(text);
  if (!parsed.ok) return text;
  const names = currentNames();
  return names?.cards[parsed.value.symbol as CardKey]?.name ?? parsed.value.name;
}

/** 'Jupiter' → 'Jupiter' / 'Júpiter'. */
export function planetName(planet: Planet): string {
  return currentNames()?.places[planet.toLowerCase() as PositionKey] ?? planet;
}

/** The label of a spread's place `index` ('Sun' … 'Earth/X'; 'Sol' … 'Tierra/X'), undefined past the 13th. */
export function spreadLabel(index: number): string | undefined {
  const position = SPREAD_POSITIONS[index];
  return position && (currentNames()?.places[position.key] ?? position.label);
}

/** cardName and planetName for a component: it re-renders when the language changes. */
export function useCodeNames(): { cardName: typeof cardName; planetName: typeof planetName } {
  useTranslation();
  return { cardName, planetName };
}
