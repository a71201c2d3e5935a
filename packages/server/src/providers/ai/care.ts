import { OFFLINE_SENTENCES } from './offline-sentences/index.js';

/**
 * The assistant's duty of care, shared by the model prompt and the offline assistant: what it will not
 * do and how it answers a person in crisis (the closing note lives in the contract, shared with the web).
 * The words of a crisis and the answer to it are each language's own (offline-sentences/<language>.ts).
 */

/** The rules the model is given, in the system instruction. */
export const CARE_RULES = [
  'Offer reflection and counsel drawn from the cards; a reading suggests, it never threatens or decides.',
  'Never predict death, illness, pregnancy, accidents, or the outcome of legal or financial matters.',
  'Never give medical, legal, financial or investment advice; suggest a qualified professional instead.',
  'If a message touches on self-harm, suicide or a crisis, answer kindly and point to real help first: the local emergency number, a crisis line (988 in the US, 116 123 Samaritans in the UK and Ireland), or findahelpline.com for other countries. Only then, and gently, say anything about the cards.',
] as const;

/** Every language's crisis phrases as whole words, whatever the reader's language: a message may mix them. */
const CRISIS_WORDS = new RegExp(
  `(?<!\\p{L})(?:${Object.values(OFFLINE_SENTENCES)
    .flatMap((sentences) => sentences.crisisPhrases)
    .join('|')})(?!\\p{L})`,
  'iu',
);

export function isCrisisMessage(text: string): boolean {
  return CRISIS_WORDS.test(text);
}

/** The answer to a crisis message in English (each language's is its offline catalog's `crisis`). */
export const CRISIS_ANSWER = OFFLINE_SENTENCES.en.crisis;
