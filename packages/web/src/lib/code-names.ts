import type { Planet } from '@cardology/contract/wire';
import { parseCard } from '@cardology/engine/card';
import { SPREAD_POSITIONS } from '@cardology/engine/positions';
import type { CardKey } from '@cardology/engine/texts/locales/types';
import type { PositionKey, SpreadPositionKey } from '@cardology/engine/texts/types';
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

/** A spread place's label ('sun' → 'Sun' / 'Sol'; 'earth' → 'Earth/X' / 'Tierra/X'). */
export function placeName(key: SpreadPositionKey): string {
  return currentNames()?.places[key] ?? ENGLISH_PLACES.get(key) ?? key;
}

const ENGLISH_PLACES = new Map(SPREAD_POSITIONS.map((position) => [position.key, position.label]));

/** cardName and planetName for a component: it re-renders when the language changes. */
export function useCodeNames(): { cardName: typeof cardName; planetName: typeof planetName } {
  useTranslation();
  return { cardName, planetName };
}
