import type { PositionKey } from '../../types.js';
import type { ComposeTemplate } from '../types.js';

/**
 * How a card reads in each place, in English (the composition itself is compose.ts's composeIn).
 * - `lead` binds the card's essence (a noun phrase that reads after "brings", see CardText) to the place's
 *   life area. The essence always closes the sentence, so long phrases never leave a clause dangling after it.
 * - `bridge` says how that energy tends to show up there, by the card's suit: hearts (feeling and
 *   relationships), clubs (mind and word), diamonds (values and resources), spades (work, health and will).
 *   `other` (the Joker) is suit-neutral.
 */
export const COMPOSE: Readonly<Record<PositionKey, ComposeTemplate>> = {
  sun: {
    lead: 'As your {{place}} card, {{card}} sits at the centre of the reading and describes the core of who you are: {{essence}}.',
    bridge: {
      hearts:
        'Yours is a life guided by the heart, and this quality shows most clearly in how you love and are loved.',
      clubs:
        'Yours is a life led by the mind, and this quality shows in how you learn, speak and make sense of things.',
      diamonds:
        'Yours is a life shaped by what you value, and this quality shows in how you earn, spend and decide what matters.',
      spades:
        'Yours is a life shaped by work and will, and this quality shows in how you labour, heal and grow wiser.',
      other:
        'Whatever else the spread shows, this is the quality you keep returning to and can always build on.',
    },
  },
  mercury: {
    lead: 'In your {{place}} place, {{card}} speaks through your thoughts, your conversations and the news that reaches you, bringing {{essence}}.',
    bridge: {
      hearts:
        'Early in the period, feelings want words: a heartfelt message, a quick connection or news from someone dear.',
      clubs: 'Ideas arrive fast early in the period, so keep a notebook close and let your curiosity lead.',
      diamonds:
        'Early in the period, news may touch money or plans, and quick, clear thinking about value pays off.',
      spades:
        'Early in the period, messages may concern work or health, and a clear head helps you answer them well.',
      other:
        'Expect it early in the period, in ideas that arrive quickly and words that carry more weight than usual.',
    },
  },
  venus: {
    lead: 'In your {{place}} place, {{card}} touches love, friendship and the pleasures you share, bringing {{essence}}.',
    bridge: {
      hearts: 'The card is at home here, and affection given freely is likely to find its way back to you.',
      clubs:
        'Love grows through good conversation now, and shared ideas can draw you closer to the people you care about.',
      diamonds:
        'Generosity and shared values shape your closest bonds now, and small, thoughtful gifts speak loudly.',
      spades:
        'Love shows itself in practical ways now: shared work, steady routines and care for each other’s well-being.',
      other: 'This is a time when the warmth you offer others is likely to find its way back to you.',
    },
  },
  mars: {
    lead: 'In your {{place}} place, {{card}} stirs your drive, your ambitions and your will to compete, bringing {{essence}}.',
    bridge: {
      hearts:
        'Feelings may run strong, so let passion fuel what you do rather than spill over into quarrels.',
      clubs:
        'Your mind is your sharpest tool in any contest now, and a well-made case wins more than a raised voice.',
      diamonds:
        'Ambition around money and business is lively, and fair, firm dealing serves you better than force.',
      spades:
        'Energy for hard work runs high; spend it on the task at hand, and let your body rest between efforts.',
      other:
        'Channelled with courage rather than force, this energy helps you move things forward and hold your ground.',
    },
  },
  jupiter: {
    lead: 'In your {{place}} place, where blessings grow most readily, {{card}} brings {{essence}}.',
    bridge: {
      hearts:
        'Warmth multiplies here: friendships deepen, family rallies round and kindness comes back doubled.',
      clubs: 'Learning and ideas expand here, and what you study or share now can open generous doors.',
      diamonds:
        'Material blessings gather easily here, so make room for them and share some of what arrives.',
      spades:
        'Work done now tends to be well rewarded, and your health and vitality can be at their most generous.',
      other: 'Give this quality room to grow, and share what it brings you.',
    },
  },
  saturn: {
    lead: 'In your {{place}} place, {{card}} becomes a teacher of patience and responsibility, offering its lessons through {{essence}}.',
    bridge: {
      hearts:
        'The lesson may come through a relationship, and patience with honest feeling turns it into lasting strength.',
      clubs:
        'The lesson may be to quiet worry and think things through slowly, for a calm mind is this teacher’s gift.',
      diamonds:
        'The lesson may concern money or worth, and careful budgeting and fair dealing build a security you keep.',
      spades:
        'The lesson often concerns your body and your workload, so steady habits and enough rest become your allies.',
      other:
        'Saturn teaches rather than punishes: steady, honest effort here builds a strength you will keep.',
    },
  },
  uranus: {
    lead: 'In your {{place}} place, {{card}} arrives by unexpected routes, through intuition, friends, work or property, bringing {{essence}}.',
    bridge: {
      hearts: 'A surprise may come through friends or a new face, so keep your heart open to the unexpected.',
      clubs:
        'Sudden insights are likely, and a hunch worth trusting may reach you through friends or colleagues.',
      diamonds:
        'Money or property matters may turn unexpectedly, and staying flexible lets you catch the good openings.',
      spades:
        'Changes at work or in your daily routine may come without warning; stay adaptable and trust your intuition.',
      other:
        'Stay open to surprises, because what seems to interrupt your plans may turn out to be a better door.',
    },
  },
  neptune: {
    lead: 'In your {{place}} place, {{card}} moves among your dreams, your travels and the hopes you keep to yourself, bringing {{essence}}.',
    bridge: {
      hearts: 'A tender hope or a dream of love may be taking shape out of sight, so let it grow gently.',
      clubs:
        'Imagination runs deep now, and dreams or journeys can bring ideas that reason alone would miss.',
      diamonds:
        'Hopes about money or a faraway venture may be forming; dream freely, and check the figures before you commit.',
      spades:
        'A spiritual longing or a journey may call you; follow it, and keep your feet on the ground as you go.',
      other:
        'Some of it may still be forming out of sight, so follow the hope gently and check the facts as you go.',
    },
  },
  pluto: {
    lead: 'In your {{place}} place, {{card}} sets the challenge that can change you this period: learning to work with {{essence}}.',
    bridge: {
      hearts:
        'The growth happens in the heart, in loving more wisely, and your Reward card shows where it leads.',
      clubs: 'The growth happens in how you think, and your Reward card shows where a clearer mind leads.',
      diamonds:
        'The growth happens in what you value and how you handle resources, and your Reward card shows where it leads.',
      spades:
        'The growth happens in your habits, health and will, and your Reward card shows where that effort leads.',
      other:
        'Treat it as a goal to work toward rather than an obstacle, and read it alongside your Reward card.',
    },
  },
  reward: {
    lead: 'As the fruit of meeting this period’s challenge, {{card}} in your {{place}} place brings {{essence}}.',
    bridge: {
      hearts: 'The effort you give your Pluto card ripens here into warmer, truer bonds.',
      clubs: 'The effort you give your Pluto card ripens here into understanding you can share.',
      diamonds: 'The effort you give your Pluto card ripens here into something of real and lasting value.',
      spades: 'The effort you give your Pluto card ripens here into strength, skill and hard-won peace.',
      other: 'The effort you give your Pluto card is what ripens into this outcome.',
    },
  },
  peak: {
    lead: 'In your {{place}} place, {{card}} crowns the period with {{essence}}.',
    bridge: {
      hearts:
        'The high point is likely to be a moment of the heart, when love makes sense of the whole period.',
      clubs:
        'The high point is likely to be a moment of insight, when the lesson of the whole period comes clear.',
      diamonds:
        'The high point may come as a clear sense of your worth, when you see what all the effort has built.',
      spades:
        'The high point may come through work well done, or a quiet inner victory that makes the whole climb worthwhile.',
      other: 'Look for it at the high point, the moment when the lesson of the whole period comes clear.',
    },
  },
  moon: {
    lead: 'In your {{place}} place, {{card}} works quietly just behind your Sun, nourishing you with {{essence}}.',
    bridge: {
      hearts: 'Loved ones and tender moments feed you now, so lean on them when you need comfort.',
      clubs: 'Quiet reflection, reading and trusted conversation feed you now, so make time for them.',
      diamonds: 'Security and simple comforts sustain you now, so tend to them without guilt.',
      spades: 'Steady routines, rest and inner practice feed you now, so protect them when life gets busy.',
      other: 'Lean on it when you need comfort, for it is one of the inner resources you can always draw on.',
    },
  },
  earth: {
    lead: 'In your {{place}} place, {{card}} grounds the period’s lessons in something tangible: {{essence}}.',
    bridge: {
      hearts: 'By the end of the period, expect it to show in the way you love and are loved, day to day.',
      clubs: 'By the end of the period, expect it to show in what you know, write or teach.',
      diamonds:
        'By the end of the period, expect it to show in your finances, your possessions or a firmer sense of worth.',
      spades:
        'By the end of the period, expect it to show in your habits, your health or the shape of your work.',
      other:
        'By the end of the period, expect it to show up as a real change in your habits, results or daily life.',
    },
  },
  displacement: {
    lead: 'As your {{place}} card, {{card}} marks the place you step into this period and asks you to carry {{essence}}.',
    bridge: {
      hearts:
        'You may find yourself tending others’ feelings more than usual; take it on willingly and it becomes a strength.',
      clubs:
        'You may be asked to think, speak or decide on others’ behalf; take it on willingly and it becomes a strength.',
      diamonds:
        'You may be asked to handle money or resources with more responsibility; handle them well and it becomes a strength.',
      spades:
        'You may be asked to take on extra work or to care for your health more deliberately, and doing so builds real strength.',
      other:
        'Its role is yours to learn this period; take it on willingly and it becomes a strength of your own.',
    },
  },
  environment: {
    lead: 'As your {{place}} card, {{card}} surrounds you with {{essence}}.',
    bridge: {
      hearts: 'Affection and goodwill are in the air around you, so accept the kindness that comes your way.',
      clubs: 'Good ideas and helpful information are in the air around you, so listen well and ask freely.',
      diamonds: 'Resources and support flow more easily around you, so let yourself receive them.',
      spades: 'The climate favours steady work and well-being, so use this support to get things done.',
      other: 'Think of it as the climate of the period, a blessing that comes easily when you work with it.',
    },
  },
};
