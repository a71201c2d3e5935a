import type { PositionKey } from '../types.js';
import type { BridgeSuit, CardKey, LocaleCatalog } from './types.js';

// The engine's results in a language (issue 26, item 3). The readings, the glossary and today's card are
// built in English once, as today (their English output and its vectors unchanged); for another language the
// same result is rewritten field by field from the language's catalog: every card's name, title, keywords and
// description (composed anew for its place), and the places' labels. Localised results of a shared (frozen)
// result are remembered, so a result and its serialisation are still made once per language.

type Json = unknown;

const SUIT_OF: Readonly<Record<string, BridgeSuit>> = {
  '♥': 'hearts',
  '♣': 'clubs',
  '♦': 'diamonds',
  '♠': 'spades',
};
/** The bridge a card's suit takes; the Joker's is 'other' (compose.ts). */
const bridgeSuitOf = (symbol: string): BridgeSuit => SUIT_OF[symbol.slice(-1)] ?? 'other';

/** `{{name}}` → vars.name. */
function fill(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** What compose.ts writes, from a catalog: the lead binding the card's essence to the place, the suit's bridge, the counsel. */
export function composeIn(catalog: LocaleCatalog, symbol: CardKey, position: PositionKey): string {
  const card = catalog.cards[symbol];
  const template = catalog.compose[position];
  const lead = fill(template.lead, {
    place: catalog.positions[position].label,
    card: card.nameInSentence,
    essence: card.essence,
  });
  return `${lead} ${template.bridge[bridgeSuitOf(symbol)]} ${card.counsel}`;
}

/** One catalog's lookups, built once per catalog: English labels to position keys, composed texts. */
interface Localizer {
  catalog: LocaleCatalog;
  positionOfLabel: ReadonlyMap<string, PositionKey>;
  composed: Map<string, string>;
  done: WeakMap<object, Json>;
}

const localizers = new WeakMap<LocaleCatalog, Localizer>();

function localizerOf(catalog: LocaleCatalog, english: LocaleCatalog): Localizer {
  let found = localizers.get(catalog);
  if (!found) {
    const positionOfLabel = new Map<string, PositionKey>();
    for (const [key, text] of Object.entries(english.positions))
      positionOfLabel.set(text.label, key as PositionKey);
    found = { catalog, positionOfLabel, composed: new Map(), done: new WeakMap() };
    localizers.set(catalog, found);
  }
  return found;
}

function isCardKey(catalog: LocaleCatalog, value: unknown): value is CardKey {
  return typeof value === 'string' && Object.hasOwn(catalog.cards, value);
}

/** A place's label ('Venus', or 'Venus/Jupiter' in the glossary) in the catalog's language; unknown text kept. */
function label(l: Localizer, text: string): string {
  const whole = l.positionOfLabel.get(text);
  if (whole) return l.catalog.positions[whole].label;
  if (!text.includes('/')) return text;
  return text
    .split('/')
    .map((part) => {
      const key = l.positionOfLabel.get(part);
      return key ? l.catalog.positions[key].label : part;
    })
    .join('/');
}

function composedOf(l: Localizer, symbol: CardKey, position: PositionKey): string {
  const slot = `${symbol}|${position}`;
  let text = l.composed.get(slot);
  if (text === undefined) {
    text = composeIn(l.catalog, symbol, position);
    l.composed.set(slot, text);
  }
  return text;
}

// `planet` fields are codes of the wire (an enum the web names), not words: left as they are.
const LABEL_FIELDS = new Set(['Position', 'position']);

/** The fields of a card object (a reading's card, a glossary card, today's card) in the language. */
function cardFields(l: Localizer, source: Record<string, Json>, symbol: CardKey): Record<string, Json> {
  const card = l.catalog.cards[symbol];
  const out: Record<string, Json> = {};
  const positionLabel = typeof source.Position === 'string' ? source.Position : undefined;
  const position = positionLabel === undefined ? undefined : l.positionOfLabel.get(positionLabel);
  for (const [field, value] of Object.entries(source)) {
    if (field === 'name' && typeof value === 'string') out[field] = card.name;
    else if (field === 'title' && typeof value === 'string') out[field] = card.title;
    else if ((field === 'Keywords' || field === 'keywords') && Array.isArray(value))
      out[field] = [...card.keywords];
    else if (field === 'description' && typeof value === 'string')
      out[field] = position ? composedOf(l, symbol, position) : card.description;
    else if (field === 'details' && typeof value === 'object' && value !== null)
      out[field] = cardFields(l, value as Record<string, Json>, symbol);
    else out[field] = walk(l, value, field);
  }
  return out;
}

/**
 * A plain object's fields; a reading's `<part>_descriptions` are the cards of `<part>_spread`, by index
 * (contract/wire.ts), so each description is rewritten for the symbol beside it.
 */
function objectFields(l: Localizer, source: Record<string, Json>): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(source)) {
    const spread = key.endsWith('_descriptions')
      ? source[`${key.slice(0, -'_descriptions'.length)}_spread`]
      : undefined;
    out[key] =
      Array.isArray(value) && Array.isArray(spread)
        ? value.map((item, i) =>
            isCardKey(l.catalog, spread[i]) && typeof item === 'object' && item !== null
              ? cardFields(l, item as Record<string, Json>, spread[i])
              : walk(l, item),
          )
        : walk(l, value, key);
  }
  return out;
}

function walk(l: Localizer, value: Json, field?: string): Json {
  if (typeof value === 'string') return field && LABEL_FIELDS.has(field) ? label(l, value) : value;
  if (typeof value !== 'object' || value === null) return value;
  const remembered = l.done.get(value);
  if (remembered !== undefined) return remembered;
  let out: Json;
  if (Array.isArray(value)) out = value.map((item) => walk(l, item));
  else {
    const source = value as Record<string, Json>;
    const symbol = isCardKey(l.catalog, source.symbol)
      ? source.symbol
      : isCardKey(l.catalog, source.card)
        ? source.card
        : null;
    out = symbol && typeof source.name === 'string' ? cardFields(l, source, symbol) : objectFields(l, source);
  }
  // Only shared results are remembered: a fresh result per request would only fill the map.
  if (Object.isFrozen(value)) l.done.set(value, out);
  return out;
}

/**
 * `result` (any engine result: a reading, the glossary, today's card) with its cards and places written from
 * `catalog`; `english` is the English catalog, whose labels find the places. Other values are copied as they are.
 */
export function localizeResult<T>(result: T, catalog: LocaleCatalog, english: LocaleCatalog): T {
  if (catalog === english) return result;
  return walk(localizerOf(catalog, english), result) as T;
}
