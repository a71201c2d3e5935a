/**
 * Shapes of the product's written content. Texts are data: the engine combines them with the
 * cardology rules, the server serves them, the web shows them. Nothing here is computed.
 */

/** The meaning of one card (52 cards and the Joker). */
export interface CardText {
  /** A short evocative title, e.g. "The Heart's First Spark". Unique across cards. */
  title: string;
  /** 120–200 words, warm and non-fatalistic: a reading suggests, it never threatens. */
  description: string;
  /** 5–8 lowercase keywords or short phrases. */
  keywords: readonly string[];
  /**
   * A noun phrase naming what the card brings, used to compose reading descriptions, e.g.
   * "a fresh longing for closeness" (fits after "this card brings …"). No final period.
   */
  essence: string;
  /** One sentence of practical counsel in the second person, e.g. "Say the warm thing first." */
  counsel: string;
}

/** Keys of the thirteen spread positions, in the product's label order, plus the two yearly extras. */
export type SpreadPositionKey =
  | 'sun'
  | 'mercury'
  | 'venus'
  | 'mars'
  | 'jupiter'
  | 'saturn'
  | 'uranus'
  | 'neptune'
  | 'pluto'
  | 'reward'
  | 'peak'
  | 'moon'
  | 'earth';

export type PositionKey = SpreadPositionKey | 'displacement' | 'environment';

/** The meaning of a position in a spread (where a card falls). */
export interface PositionText {
  /** Display label: 'Sun', 'Mercury', … 'Earth/X', then the displacing and environment places. */
  label: string;
  /** 2–4 sentences on what this place in a spread speaks to. */
  meaning: string;
  /** The life area in a few words, e.g. "communication, news and short journeys". */
  theme: string;
}

/** One entry of the placements guide (/placements-explained). */
export interface PlacementText {
  /** Heading as shown, e.g. 'Sun (Birth Card)', 'Pluto (Result / Challenge)'. */
  heading: string;
  /** A short original explanation, 60–120 words. */
  explanation: string;
}
