import { DISPLACEMENT_LABEL } from '../../../positions.js';
import type { PositionKey } from '../../types.js';
import type { PlaceText } from '../types.js';

/** What each place in a spread speaks to: the thirteen positions of a card's walk (label order) and the two
 * yearly/periodic extras. Labels in names.ts. */
export const POSITIONS: Readonly<Record<PositionKey, PlaceText>> = {
  sun: {
    meaning:
      'The Sun is the card itself, the heart of the reading. It describes who you are at the core: your natural gifts, your way of meeting the world and the purpose you keep returning to. Every other card in the spread is read in relation to it.',
    theme: 'the core self and life purpose',
  },
  mercury: {
    meaning:
      'Mercury rules the mind and the voice: how you think, what you say and the news that reaches you. It is also the first period of the spread, so its card often colours the opening weeks. Matters here tend to move quickly and arrive early.',
    theme: 'thinking, communication and news',
  },
  venus: {
    meaning:
      'Venus speaks of the heart’s connections: love, friendship, family ties and the people you enjoy. It also covers beauty, art, comfort and whatever gives you pleasure. Its card shows how affection flows in the period and what it asks of you.',
    theme: 'love, relationships, beauty and pleasure',
  },
  mars: {
    meaning:
      'Mars is the place of drive and action: where you push, compete and stand your ground. It can point to conflicts, legal matters or dealings with men and rivals, and also to the energy that makes things happen. Its card tells you where your courage is best spent.',
    theme: 'drive, action, competition and courage',
  },
  jupiter: {
    meaning:
      'Jupiter is the place of expansion and good fortune. Its card points to where blessings, opportunities and financial gains are most likely, and to where your own generosity will be multiplied. Whatever appears here tends to grow.',
    theme: 'growth, blessings, money and generosity',
  },
  saturn: {
    meaning:
      'Saturn is the teacher of the spread. Its card points to the lessons, limits and responsibilities of the period, and often to matters of health. What it brings can feel demanding at first, yet it builds a strength and character that last.',
    theme: 'lessons, limits, health and responsibility',
  },
  uranus: {
    meaning:
      'Uranus brings the unexpected: surprises, sudden changes and flashes of intuition. It also speaks of friends and groups, of work and colleagues, and of land and property. Its card shows where staying open and adaptable serves you best.',
    theme: 'the unexpected, intuition, friends, work and property',
  },
  neptune: {
    meaning:
      'Neptune is the realm of dreams and distances: travel, hidden matters, hopes and private fears. Its card can point to something not yet fully visible, or to a wish quietly taking shape toward the end of the period. Read it with imagination as well as care.',
    theme: 'dreams, travel, hidden matters, hopes and fears',
  },
  pluto: {
    meaning:
      'Pluto names the challenge the period asks you to meet and be changed by. Its card is a goal as much as a difficulty: something you work toward and are transformed by along the way. Read it together with the Reward card, which shows where that work leads.',
    theme: 'the challenge that transforms you',
  },
  reward: {
    meaning:
      'The Reward card, sometimes called the Result, shows the fruit of meeting the Pluto challenge. It is the outcome the period is moving toward and the gift returned for the effort made. Pluto and Reward are best read as a pair.',
    theme: 'the outcome and what your effort earns',
  },
  peak: {
    meaning:
      'The Peak is the period’s summit, the card just beyond the Reward. It points to the high point of the period and to the lesson that crowns it: what you understand once the climb is done. Treat it as the view from the top.',
    theme: 'the high point and crowning lesson',
  },
  moon: {
    meaning:
      'The Moon is the card that comes just before your Sun, and it shows the receptive, feminine side of the self. It speaks of what supports you quietly, what feeds you emotionally and who stands behind you. Its card describes the inner resources you can draw on.',
    theme: 'receptive support and what nourishes you',
  },
  earth: {
    meaning:
      'Earth/X is the card after the Peak, where the period’s lessons come down to earth. It shows what the period grounds and transforms into something tangible: a habit, a result, a change you can touch. It is where insight takes form.',
    theme: 'what becomes grounded and tangible',
  },
  displacement: {
    meaning:
      // The card's name in this sentence is the label's (positions.ts), so the two read the same.
      `The ${DISPLACEMENT_LABEL} card is the one whose place you take this period: you are standing in its spot. It describes the role, qualities and responsibilities you are asked to carry for a while. Learning its lesson is part of the period’s work.`,
    theme: 'the role you step into and carry',
  },
  environment: {
    meaning:
      'The Environment card is the one sitting in your own life-spread place this period. It describes the atmosphere around you and the blessings that tend to come more easily. Think of it as the weather of the period, and work with it.',
    theme: 'the climate and blessings around you',
  },
};
