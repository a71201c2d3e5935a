import type { PlacementText } from '../../types.js';
import type { PlacementKey } from '../types.js';

/** The 14 entries of the placements guide (/placements-explained), in the order of docs/product.md §2. */
export const PLACEMENTS: Readonly<Record<PlacementKey, PlacementText>> = {
  sun: {
    heading: 'Sun (Birth Card)',
    explanation:
      'Your birth card is the card that rules the day you were born, found with a simple calculation from your birth month and day. It is the Sun of every reading you receive: the centre around which all the other placements are arranged. Think of it as a portrait of your character, your strengths and the lessons you meet again and again. Each spread in the app begins with this card and then follows the cards that come after it, so getting to know your birth card well helps every other placement make sense.',
  },
  mercury: {
    heading: 'Mercury',
    explanation:
      'Mercury is the first of the seven planetary placements that follow your birth card. It speaks about your mind: how you think, learn, talk and make quick decisions, along with messages, paperwork and short trips. Because it comes first, Mercury also describes the opening stretch of the period you are reading, the first fifty-two days of a yearly spread. Cards here often act fast, bringing news or ideas that set the tone for what follows.',
  },
  venus: {
    heading: 'Venus',
    explanation:
      'Venus is the second planetary placement and the one many people look at first, because it covers love. It describes romance, friendships, family bonds and the pleasure you take in beauty, art and good company. A card in Venus shows the mood of your relationships during the period and hints at what would make them warmer. It can also touch on small luxuries, social life and anything you enjoy simply for its own sake.',
  },
  mars: {
    heading: 'Mars',
    explanation:
      'Mars is the third planetary placement, and it is all about energy put into motion. It shows where you are likely to act boldly, compete, argue or defend something you care about. Traditionally it also relates to the men in your life, to rivals and to legal matters. A demanding card in Mars is not a warning of fights; it is a hint about where your drive is needed and how to use it without burning bridges.',
  },
  jupiter: {
    heading: 'Jupiter',
    explanation:
      'Jupiter is the fourth planetary placement and is widely seen as the luckiest spot in a spread. It shows where life tends to expand: money, opportunities, generosity, support from others and a general sense of blessing. Even a card that looks difficult elsewhere is softened here, because Jupiter enlarges the good in whatever it touches. Look to this placement to see where your efforts are likely to be rewarded and where you can afford to be generous.',
  },
  saturn: {
    heading: 'Saturn',
    explanation:
      'Saturn is the fifth planetary placement and has a reputation it does not fully deserve. It marks the area where life asks for discipline, patience and maturity, and it often relates to health or to duties you carry. The lessons here can feel slow or limiting, but they are the kind that make you stronger and wiser. A newcomer can think of Saturn as a strict but fair teacher: the effort it asks for is exactly what brings lasting results.',
  },
  uranus: {
    heading: 'Uranus',
    explanation:
      'Uranus is the sixth planetary placement, the place of surprises. The card here can show sudden changes, unusual opportunities and flashes of intuition you would do well to trust. It also covers friendships and groups, your working life and colleagues, and matters of land, houses and property. Because Uranus is unpredictable, its card is best read with an open mind: the unexpected turn it brings often proves to be a doorway rather than a disruption.',
  },
  neptune: {
    heading: 'Neptune',
    explanation:
      'Neptune is the seventh and last planetary placement. It governs the world beyond plain sight: dreams, ideals, spiritual longings, travel to distant places, and the hopes or fears we hold privately. Things under Neptune may be hidden, unclear or still forming, and they often come into focus toward the end of the period. Read this card gently; it can reveal a secret wish worth pursuing or an illusion worth seeing through.',
  },
  pluto: {
    heading: 'Pluto (Result / Challenge)',
    explanation:
      'Pluto is the first of the long-range cards that come after the seven planets. It names the main challenge of the period, something you are meant to work on, wrestle with and eventually be changed by. That is why it is often called the challenge card, and why it is read together with the card after it as a result. Many readers treat Pluto as the goal of the year: not an obstacle to fear, but the thing you are growing into.',
  },
  reward: {
    heading: 'Reward',
    explanation:
      'The Reward card sits right after Pluto and shows what the challenge pays back. If Pluto is the mountain you are climbing, the Reward is what you find once you get there: the outcome, the benefit or the new state of life that the period’s efforts make possible. Some readers call it the Result card. Looking at the two together tells a short story of effort and its fruit.',
  },
  peak: {
    heading: 'Peak',
    explanation:
      'The Peak is the card that follows the Reward. In this app it marks the high point of the period: the moment of greatest clarity, achievement or understanding, and the lesson that sums the whole stretch up. If you want to know what you will take away when the time is over, look here. It is a hopeful placement, showing the best the period can offer when you meet it fully.',
  },
  earth: {
    heading: 'Earth/X (Transformation)',
    explanation:
      'Earth/X comes after the Peak and closes the run of cards that follow your birth card. In this app it stands for transformation made real: the way the period’s experiences settle into something solid, such as a changed habit, a new skill, a result you can point to or a shift in how you live. Where the Peak is understanding, Earth/X is what that understanding becomes in daily life.',
  },
  displacement: {
    heading: 'Displacing (Yearly / Weekly)',
    explanation:
      'Each year, and in shorter readings each week, your birth card moves to a new spot in the spread. The card that normally lives in that spot in the life spread is your displacing card. You are, in a sense, standing in its shoes, so its qualities and responsibilities become yours to carry for a while. It can feel like a role you did not audition for, yet it usually teaches exactly what the period needs you to learn.',
  },
  environment: {
    heading: 'Environment (Yearly / Weekly)',
    explanation:
      'The environment card works the other way round from the displacing card. It is whichever card has moved into your birth card’s home spot in the life spread for the year or the week. It describes the climate around you: the support, opportunities and blessings that tend to arrive with little effort. Many people find it one of the most encouraging cards in a reading, a reminder of the help that is already close at hand.',
  },
};
