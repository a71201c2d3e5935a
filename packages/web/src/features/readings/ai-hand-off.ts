import { NO_DESCRIPTION } from '@cardology/contract/readings';
import type { CardDescription } from '@cardology/contract/wire';
import { DISPLACEMENT_LABEL, SPREAD_SIZE } from '@cardology/engine/positions';
import { SPREAD_LABELS } from '../../components/playing-card';
import type { PeriodReadingInput } from './reading-request';
import type { ReadingView } from './reading-view';

/** docs/product.md §3 "AI hand-off": which reading the interpretation is about. */
export type AiSpreadType = 'yearly' | 'weekly' | 'seven-weekly' | 'seven-yearly';

/** One card of the hand-off; keywords are one comma-joined string. */
interface AiHandOffCard {
  card: string;
  description: string;
  keywords: string;
  label: string;
}

/**
 * The react-router navigation state a reading page hands to /ai-reading (docs/product.md §3). The AI page reads
 * it from `useLocation().state`; without it that page says there is no reading context.
 */
export interface AiHandOff {
  spreadType: AiSpreadType;
  /** The person read; birthdate as sent to the API (MM/DD/YYYY). */
  currentReadingProfile: { name: string; birthdate: string };
  spreadData: {
    /** Exactly 13, Sun … Earth/X. */
    spreadCards: AiHandOffCard[];
    displacingCard: AiHandOffCard & { label: typeof DISPLACEMENT_LABEL };
  };
  /**
   * Beyond docs/product.md: the request body that produced this reading (age, date_offset), so the server can
   * rebuild the reading itself rather than trust cards sent by the browser (docs/architecture.md "AI and audio").
   */
  readingRequest: PeriodReadingInput;
}

/** Why there is nothing to hand off: the web's own words (readings.noReading), or the contract's message key. */
export const NO_READING = 'no-reading';
type HandOffRefusal = typeof NO_READING | 'AI_FULL_SPREAD_REQUIRED';

export type HandOffResult = { ok: true; value: AiHandOff } | { ok: false; error: HandOffRefusal };

interface HandOffInput {
  spreadType: AiSpreadType;
  person: { name: string; birthdate: string | null } | null;
  reading: ReadingView | null;
  readingRequest: PeriodReadingInput | null;
}

function handOffCard(card: string, text: Partial<CardDescription> | undefined, label: string): AiHandOffCard {
  const description = text?.description?.trim() ? text.description : NO_DESCRIPTION;
  const keywords = Array.isArray(text?.Keywords) ? text.Keywords.join(', ') : '';
  return { card, description, keywords, label };
}

/**
 * Builds the hand-off, or says why it cannot (docs/product.md §5 "AI interpretation"): a loaded reading, a person
 * with a birthdate, and exactly SPREAD_SIZE (13) cards in both the spread and its descriptions.
 */
export function buildAiHandOff({ spreadType, person, reading, readingRequest }: HandOffInput): HandOffResult {
  if (!reading || !person?.birthdate || !readingRequest) return { ok: false, error: NO_READING };
  if (reading.spread.length !== SPREAD_SIZE || reading.descriptions.length !== SPREAD_SIZE) {
    return { ok: false, error: 'AI_FULL_SPREAD_REQUIRED' };
  }
  const spreadCards = reading.spread.map((card, i) =>
    handOffCard(card, reading.descriptions[i], SPREAD_LABELS[i] ?? `Card ${i + 1}`),
  );
  const displacingCard = {
    ...handOffCard(reading.displacing.symbol, reading.displacing, DISPLACEMENT_LABEL),
    label: DISPLACEMENT_LABEL,
  };
  return {
    ok: true,
    value: {
      spreadType,
      currentReadingProfile: { name: person.name, birthdate: readingRequest.birthdate },
      spreadData: { spreadCards, displacingCard },
      readingRequest,
    },
  };
}
