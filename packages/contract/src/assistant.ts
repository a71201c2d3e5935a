import { z } from 'zod';
import { pairRefs } from './in-your-cards.js';
import { journalPeriodKind } from './journal.js';
import { AGE_MAX, AGE_MIN, CHAT_MESSAGE_MAX_LENGTH, CHAT_TURNS_MAX, NAME_MAX_LENGTH } from './limits.js';
import { isoDate, planet } from './wire.js';

/** The four spread readings an interpretation can be asked for. */
export const SPREAD_TYPES = ['yearly', 'weekly', 'seven-weekly', 'seven-yearly'] as const;
export type SpreadType = (typeof SPREAD_TYPES)[number];
/** What the assistant can be asked about: a spread reading, or two people side by side (the pair page). */
export const READING_TYPES = [...SPREAD_TYPES, 'pair'] as const;
export type ReadingType = (typeof READING_TYPES)[number];

// User-facing messages (docs/product.md §5 and §8), one home each.
export const AI_READING_FAILED = 'Failed to get reading from Assistant.';
export const AI_READING_UNEXPECTED = 'An unexpected error occurred while generating the AI reading.';
export const AI_CHAT_FAILED = 'Failed to get response from Assistant chat.';
export const AI_CHAT_UNEXPECTED = 'An unexpected error occurred during chat.';
export const AI_FULL_SPREAD_REQUIRED =
  'AI interpretation requires a full 13-card spread for planetary alignment.';
export const AI_SAVE_UNEXPECTED = 'An unexpected error occurred while saving the interpretation.';
export const AI_SAVED = 'Interpretation saved successfully!';
export const AI_NO_CONTEXT = 'No reading context found. Please start a reading from a spread page.';
export const SAVED_LOAD_FAILED = 'Failed to load saved readings.';
export const SAVED_DELETE_FAILED = 'Failed to delete interpretation.';
export const SAVED_DELETED = 'Interpretation deleted successfully.';
/** Our own wording (the product documents none): an unknown session, or another user's. */
export const AI_SESSION_NOT_FOUND = 'This conversation was not found.';
export const AI_MESSAGE_REQUIRED = 'Please type a question first.';
export const AI_MESSAGE_TOO_LONG = `Please keep your question under ${CHAT_MESSAGE_MAX_LENGTH} characters.`;
export const AI_READING_LIMIT = 'You have asked for many interpretations this hour. Please try again later.';
export const AI_CHAT_LIMIT = 'You have sent many messages this hour. Please try again later.';
/** Our own wording: the conversation holds CHAT_TURNS_MAX turns. */
export const AI_CHAT_FULL = `This conversation has reached ${CHAT_TURNS_MAX / 2} questions. Ask for a new interpretation to go on.`;
/** Our own wording: saving before any text has arrived (or after a failure that wrote none). */
export const AI_NOTHING_TO_SAVE = 'There is no interpretation to save yet.';
/** Our own wording: deleting a saved interpretation that is not (or no longer) the user's. */
export const SAVED_READING_NOT_FOUND = 'This saved interpretation was not found.';

/** The closing line of every interpretation (the server writes it; the web shows it under the reading). */
export const REFLECTIVE_NOTE =
  'This is a reflective reading drawn from the cards, not advice: for health, legal or money matters, please speak to a qualified professional.';

/** How an interpretation ends, whichever provider wrote it: a rule, then the note in italics. */
export const REFLECTIVE_FOOTER = `\n\n---\n\n*${REFLECTIVE_NOTE}*`;

/** Whose cards: the name shown in the interpretation and the birthdate the server reads from. */
export const aiPerson = z.object(
  {
    name: z.string({ error: 'AI_NO_CONTEXT' }).trim().min(1, 'AI_NO_CONTEXT').max(NAME_MAX_LENGTH),
    /** 'YYYY-MM-DD' or 'MM/DD/YYYY'; the server parses it with the engine. */
    birthdate: z.string({ error: 'AI_NO_CONTEXT' }).min(1, 'AI_NO_CONTEXT'),
  },
  // A request without a person or a reading type did not come from a spread page (docs/product.md §5).
  { error: 'AI_NO_CONTEXT' },
);

/**
 * POST /api/ai/reading for a spread. The period: `age` for a yearly reading, `date_offset` (periods from
 * the current one; 7-year readings step 7) for the others; `date` pins "today" (ISO) as on the reading
 * routes. Anything else in the body (cards, texts) is ignored: the server computes the reading itself.
 */
export const aiSpreadRequest = z.object({
  spreadType: z.enum(SPREAD_TYPES, { error: 'AI_NO_CONTEXT' }),
  person: aiPerson,
  age: z.int({ error: 'AGE_ERROR' }).min(AGE_MIN, 'AGE_ERROR').max(AGE_MAX, 'AGE_ERROR').optional(),
  date_offset: z.int().optional(),
  date: z.string().optional(),
});
export type AiSpreadRequest = z.infer<typeof aiSpreadRequest>;

/**
 * POST /api/ai/reading for two people side by side: `a` and `b` as on GET /api/pairs ('me' or the id of one
 * of the user's saved people). No names and no cards: the server reads both profiles and computes the pair.
 */
export const aiPairRequest = z
  .object({ spreadType: z.literal('pair'), ...pairRefs, date: z.string().optional() })
  .refine((request) => request.a !== request.b, { message: 'PAIR_NEEDS_DIFFERENT_PEOPLE', path: ['b'] });
export type AiPairRequest = z.infer<typeof aiPairRequest>;

/** POST /api/ai/reading: a spread or a pair; a body naming neither did not come from a reading page. */
export const aiReadingRequest = z.discriminatedUnion('spreadType', [aiSpreadRequest, aiPairRequest], {
  error: 'AI_NO_CONTEXT',
});
export type AiReadingRequest = z.infer<typeof aiReadingRequest>;

/** POST /api/ai/chat. */
export const aiChatRequest = z.object({
  sessionId: z.uuid(),
  // A NUL or a lone surrogate is refused before this schema runs (contract/clean-text.ts).
  message: z
    .string()
    .trim()
    .min(1, 'AI_MESSAGE_REQUIRED')
    .max(CHAT_MESSAGE_MAX_LENGTH, 'AI_MESSAGE_TOO_LONG'),
});
export type AiChatRequest = z.infer<typeof aiChatRequest>;

/**
 * One line of a streamed answer (`application/x-ndjson`, one JSON object per line). A reading starts
 * with `session`; both end with `done` or `error`. Text arrives as the model writes it. A failure
 * before the stream starts is an ordinary 4xx/5xx `{ error }` instead.
 */
export const aiStreamEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('session'),
    sessionId: z.uuid(),
    spreadType: z.enum(READING_TYPES),
    personName: z.string(),
  }),
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('error'), error: z.string() }),
]);
export type AiStreamEvent = z.infer<typeof aiStreamEvent>;

export const chatTurn = z.object({ role: z.enum(['user', 'model']), text: z.string() });
export type ChatTurnWire = z.infer<typeof chatTurn>;

/** GET /api/ai/sessions/:id — a session restored after a reload, or reopened from a saved item. */
export const aiSession = z.object({
  sessionId: z.uuid(),
  spreadType: z.enum(READING_TYPES),
  personName: z.string(),
  /** What was asked, so a saved item can reopen the same spread, person and period. */
  request: aiReadingRequest,
  /** The interpretation as written (complete, or what arrived before a failure). */
  text: z.string(),
  history: z.array(chatTurn),
  /** The saved interpretation of this session, if any. */
  savedReadingId: z.uuid().nullable(),
});
export type AiSession = z.infer<typeof aiSession>;

/** POST /api/saved-readings: the server saves the session's own text, never text the browser sends. */
export const saveReadingRequest = z.object({ sessionId: z.uuid() });

export const savedReading = z.object({
  id: z.uuid(),
  session_id: z.uuid().nullable(),
  spread_type: z.string().nullable(),
  reading_text: z.string(),
  /** ISO timestamp. */
  created_at: z.string(),
  /**
   * A saved reflection's period, which titles it ('Journal reflection: Venus period, 3 Mar – 24 Apr 2026').
   * Absent on readings, and on reflections written before it was kept (issue 34).
   */
  reflection_period: z
    .strictObject({ kind: journalPeriodKind, start: isoDate, end: isoDate, planet: planet.optional() })
    .optional(),
});
export type SavedReading = z.infer<typeof savedReading>;
export const savedReadingList = z.array(savedReading);

/**
 * GET /api/saved-readings answers a page at a time, newest first, so a long history never makes one slow,
 * heavy answer: `next_cursor` names where the next page starts (null on the last page), and is passed
 * back unchanged as `?cursor=`. The cursor is the server's own token; the browser never builds one.
 */
export const SAVED_PAGE_SIZE = 20;
/** Our own wording: a cursor the server did not issue (hand-edited, or from another version). */
export const SAVED_CURSOR_INVALID =
  'These saved interpretations could not be loaded. Please reload the page.';
export const savedReadingsQuery = z.object({
  cursor: z.string().max(200, 'SAVED_CURSOR_INVALID').optional(),
});
export const savedReadingPage = z.object({ items: savedReadingList, next_cursor: z.string().nullable() });
export type SavedReadingPage = z.infer<typeof savedReadingPage>;
