import type { CardText } from '../../types.js';
import type { DiamondsSpadesKey } from '../types.js';

/**
 * A♦ … K♦ and A♠ … K♠ in English, original writing for this product (names in names.ts). Diamonds speak of values, money,
 * resources and worth; Spades of work, health, will, wisdom and transformation.
 */
export const DIAMONDS_SPADES: Readonly<Record<DiamondsSpadesKey, CardText>> = {
  'A♦': {
    title: 'Seed of Worth',
    description:
      'The Ace of Diamonds is the first glimmer of wanting something of value: a goal, a venture, a new way of earning, or simply a clearer sense of what you are worth. It carries an eager, enterprising energy that likes to begin things and watch them grow. When it turns up, a desire is asking to be named. Perhaps you want more security, perhaps more freedom, perhaps a life that reflects what you truly prize. The gift here is ambition with a fresh face: you can start from very little and build. The shadow is a restless hunger that chases the next prize before the last one has been enjoyed, or that measures love and self-worth in currency. Work with this card by writing down one thing you genuinely want and one small, concrete first step toward it. Begin modestly, keep what you earn in view, and let your desire be honest rather than anxious. Desire, treated kindly, becomes direction.',
    keywords: ['new venture', 'desire for value', 'ambition', 'self-worth', 'enterprise', 'fresh start'],
    essence: 'a fresh hunger to create something of value',
    counsel: 'Name one thing you truly want and take the smallest real step toward it today.',
  },
  '2♦': {
    title: 'Partners in Trade',
    description:
      'The Two of Diamonds is the handshake card: value created between people rather than alone. It speaks of business partnerships, shared finances, fair deals and the conversations in which two people agree on what matters. There is a lively, talkative intelligence here, good at negotiation and at spotting where cooperation pays off for everyone. When it appears, a partnership around money or values may be forming or asking for attention. The gift is the ability to make arrangements that leave both sides richer, not only in money but in trust. The shadow is worry that there will not be enough, which can make us cling to a deal, keep score, or fear depending on anyone. Work with this card by being clear and generous in agreements: put terms in writing, say what you need, and ask what the other person needs too. A good partnership is one both people would happily sign again. Value multiplies when it is shared with care.',
    keywords: [
      'partnership',
      'fair exchange',
      'negotiation',
      'shared resources',
      'business agreement',
      'trust',
    ],
    essence: 'a knack for partnerships that leave both sides richer',
    counsel:
      'Put your next shared arrangement into clear, friendly words so that both of you know where you stand.',
  },
  '3♦': {
    title: 'Many Roads to Plenty',
    description:
      'The Three of Diamonds is a creative, inventive card about money and values, and it rarely settles for one answer. It brings ideas for earning, several projects at once, and a talent for finding value where others see none. The same wealth of options can turn into indecision: which path, which purchase, which priority? Worry about money often belongs to this card, less because resources are truly lacking and more because the mind keeps weighing possibilities. Its gift is versatility and a playful imagination with resources; its shadow is scattered effort and the nagging sense that another choice might have been better. Work with this card by letting yourself brainstorm freely, then choosing one or two ideas to follow through for a set time. Write your worries down and notice which ones can be answered with a number, a plan or a conversation. Creativity grows strongest when it is given a frame. Trust that one clear choice, well tended, is worth more than many half-made ones.',
    keywords: [
      'creativity with money',
      'options',
      'indecision',
      'financial worry',
      'versatility',
      'inventiveness',
    ],
    essence: 'an inventive streak with money and a pull toward many options at once',
    counsel:
      'Pick the one idea you would most enjoy finishing and give it your full attention for the next few weeks.',
  },
  '4♦': {
    title: 'The Full Pantry',
    description:
      'The Four of Diamonds is the card of enough. It speaks of financial stability, steady earnings, a well-kept household and the quiet satisfaction of knowing the basics are covered. This is not a flashy card; its wealth is the kind that comes from doing sensible things consistently. When it appears, it suggests a period when effort adds up and foundations can be strengthened: savings, budgets, fair wages, a home that feels secure. The gift is groundedness, a practical sense of value that others can rely on. The shadow is stubbornness, or clinging so tightly to security that growth feels like a threat; sometimes it shows up as grumbling about what we have instead of enjoying it. Work with this card by reviewing your foundations: what you earn, what you spend, what you keep, and what truly makes you feel safe. Small, regular habits serve you better now than bold gambles. Then pause and appreciate what is already in the cupboard. Contentment is also a form of wealth.',
    keywords: ['financial stability', 'security', 'satisfaction', 'steady effort', 'budgeting', 'home base'],
    essence: 'the quiet security of having enough and knowing it',
    counsel: 'Set up one simple, regular money habit and let it run quietly in the background.',
  },
  '5♦': {
    title: 'Coins on the Road',
    description:
      'The Five of Diamonds is a traveller’s card, and what travels is value: money moving, priorities shifting, a restless wish to see what else life can offer. It can bring changes in work or income, trips connected with business, new markets, or a sudden urge to spend on experiences rather than things. The energy is curious and adventurous, and it keeps life from growing stale. Its gift is adaptability, the ability to follow opportunity wherever it leads and to learn what you really value by trying many things. Its shadow is restlessness that never lets anything take root, or spending to escape boredom rather than to enrich life. When this card appears, change around resources is likely and can be welcomed. Work with it by deciding in advance what stays steady, such as a savings floor, a core commitment or a daily routine, so that everything else is free to move. Travel with a light pack and a clear purpose. You may come home with both a fuller purse and a wiser sense of worth.',
    keywords: ['change', 'travel', 'restlessness', 'new markets', 'shifting values', 'adventure'],
    essence: 'a restless wind that moves money and values in new directions',
    counsel: 'Decide what must stay steady before you let the rest of your plans change freely.',
  },
  '6♦': {
    title: 'The Honest Scale',
    description:
      'The Six of Diamonds is the card of balance sheets in the widest sense: what we owe, what we are owed, and how our choices about value come back to us. It speaks of responsibility for money, of debts paid and repaid, and of the fairness that makes people trust us. Cause and effect work plainly here, which can be very reassuring: honest dealing tends to return steadiness, and overdue obligations, once met, lift a surprising weight. The gift of this card is a strong sense of fairness and an ability to restore balance where things have slipped. The shadow is passivity, waiting for things to even out by themselves, or avoiding a bill, a conversation or a promise we would rather forget. Work with this card by settling one open account, whether financial or personal, and by giving fair value in your dealings. If you are owed something, ask for it plainly and without bitterness. The scale is not a judge; it simply shows the way back to peace.',
    keywords: [
      'responsibility',
      'fairness',
      'debts and repayment',
      'cause and effect',
      'balance',
      'integrity',
    ],
    essence: 'a clear sense of fairness about what is owed and what is given',
    counsel: 'Settle one open account, whether money or a promise, before you start anything new.',
  },
  '7♦': {
    title: 'Treasure Beyond Measure',
    description:
      'The Seven of Diamonds is one of the steadiest cards in the deck. It belongs to the small group sometimes called the Mystical Family, and it moves only in a gentle exchange with its partner card, so its message tends to stay calm and consistent. It speaks of a spiritual relationship with money and values. Worry about finances is its challenge; faith and generosity are its gifts. When we hold resources anxiously, they seem to shrink; when we trust, give where it is wise and keep working honestly, abundance often follows in unexpected ways. This card invites you to ask what you truly treasure, and to notice the wealth that cannot be counted: health, friendship, talent, time. The shadow is fear of lack, which can lead to hoarding or to careless spending as a way of not looking. Work with it by replacing one worry with one action, and by giving something freely without calculating the return. Let go of the outcome, keep doing the right thing, and let your sense of plenty come from within.',
    keywords: [
      'faith in abundance',
      'letting go of worry',
      'spiritual values',
      'generosity',
      'mystical family',
      'steadiness',
    ],
    essence: 'a calm faith that abundance follows what you truly value',
    counsel: 'Each time a money worry arrives, answer it with one practical action and then let it go.',
  },
  '8♦': {
    title: 'The Golden Hand',
    description:
      'The Eight of Diamonds is a card of power with resources: the ability to earn, to manage, to turn effort into value and value into influence. It has a bright, confident quality, and people often notice the one who carries it. When this card appears, your capacity to make things happen with money, skills and reputation is strong. It favours negotiations, pricing your work properly, taking charge of finances and stepping into a more visible role. The gift is mastery, the sense that you can direct your material life rather than be pushed around by it. The shadow is using that power to control others, or tying your identity so closely to success that you feel empty without it. Work with this card by deciding what your power is for. Set a clear goal, know your numbers, and ask for what your work is worth. Then use some of that strength to open doors for someone else. Power held with purpose becomes a blessing for many people, not only one.',
    keywords: ['financial power', 'mastery', 'earning ability', 'confidence', 'visibility', 'influence'],
    essence: 'a confident mastery of money, skill and worth',
    counsel: 'Know your numbers, name your price and ask for what your work is worth.',
  },
  '9♦': {
    title: 'Open-Handed',
    description:
      'The Nine of Diamonds is the card of giving and of letting go where value is concerned. It marks the completion of a chapter: a job ending, a possession released, an old set of priorities outgrown. Sometimes money goes out more freely than we planned, and sometimes we are the ones choosing to give. This card asks us to see that release as part of a larger cycle rather than as a failure. Its gift is generosity and a big-hearted, universal view of resources, the understanding that what flows out makes room for what flows in. Its shadow is loss that feels personal, or giving so much that we leave ourselves short. Work with this card by finishing things cleanly: close accounts, sell or donate what you no longer use, and complete projects rather than dragging them along. Give where your heart says yes, within a budget your head agrees to. An open hand can receive as easily as it gives, and endings handled with grace lighten the next beginning.',
    keywords: ['completion', 'generosity', 'release', 'letting go', 'endings', 'giving'],
    essence: 'the generous release of what has run its course',
    counsel: 'Clear out one thing you no longer need, and give it away with a light heart.',
  },
  '10♦': {
    title: 'The Harvest Home',
    description:
      'The Ten of Diamonds is often counted among the most fortunate cards for material success. It speaks of prosperity, of business that thrives, of effort finally gathered in like a harvest. There is abundance here, and with it the energy and ambition to do something useful with that abundance. When this card appears, it suggests that work on the material side of life can flourish: income may grow, ventures may come together, and your sense of achievement may be strong. The gift is accomplishment and the confidence that comes with it. The shadow is the belief that enough is never enough, or letting success crowd out the relationships and rest that make it meaningful. Work with this card by setting a bold, concrete goal and measuring your progress, and by celebrating milestones instead of rushing past them. Share the harvest with the people who helped you grow it. Success is sweetest when it feeds a life you actually want to live, not only a number on a page.',
    keywords: ['prosperity', 'success', 'abundance', 'business growth', 'achievement', 'harvest'],
    essence: 'a generous harvest of success and prosperity',
    counsel: 'Set one bold, measurable goal and celebrate each milestone you reach along the way.',
  },
  'J♦': {
    title: 'The Clever Merchant',
    description:
      'The Jack of Diamonds is the young entrepreneur of the deck: quick, charming and gifted at seeing value in ideas. It carries the creative spark of the initiate, someone learning how the world of money and worth really works, and it often has a natural talent for selling, persuading and making a good idea pay. When it appears, your inventive, enterprising side is awake. It is a lovely time to pitch, market, promote or learn a new skill that adds to your worth. The gift is resourcefulness and a light touch that makes business feel like play. The shadow is the trickster’s shortcut: telling people what they want to hear, cutting corners, or charming our way past responsibilities. Work with this card by pairing its cleverness with honesty. Let your ideas be bold and your dealings transparent. Ask what your creativity can offer others, not only what it can earn. Play with possibilities, but deliver on what you promise. That combination turns a clever merchant into a trusted one.',
    keywords: [
      'entrepreneurship',
      'salesmanship',
      'creativity',
      'youthful enterprise',
      'charm',
      'resourcefulness',
    ],
    essence: 'a quick, enterprising wit that sees value in ideas',
    counsel: 'Pitch your idea boldly, and make sure you can deliver every word you promise.',
  },
  'Q♦': {
    title: 'The Gracious Purse',
    description:
      'The Queen of Diamonds is the nurturer of resources. She knows how to make a home feel abundant, how to care for people through practical means, and how to turn taste and generosity into something others can enjoy. Her mastery is one of service: managing wealth well so that it supports life, rather than chasing wealth for its own sake. When she appears, your gift for organising, hosting, budgeting wisely and investing in what you love is available to you. The shadow side is a fondness for spending as comfort, or measuring love by what we can provide, which can leave us tired and undervalued. She can also feel torn between wanting the finest things and wanting to give everything away. Work with this card by making your generosity sustainable. Set aside something for yourself before you care for everyone else, and let good taste serve good sense. Choose a few things of real quality over many of little meaning. Tended this way, your resources become a garden that feeds many.',
    keywords: [
      'nurturing resources',
      'generosity',
      'good taste',
      'wise management',
      'service',
      'hospitality',
    ],
    essence: 'a gracious, nurturing hand with resources',
    counsel: 'Pay yourself first, then give generously from what is truly left over.',
  },
  'K♦': {
    title: 'Keeper of the Treasury',
    description:
      'The King of Diamonds holds authority in the world of value. It is the card of the business leader, the wise investor and the person who understands what things are truly worth. Its mastery comes from experience: knowing when to commit, when to wait and how to build something that lasts beyond one good season. When it appears, you are invited to take charge of your material life with calm confidence, to make decisions, to lead a project or to advise others from what you have learned. The gift is sound judgement and a steady, protective strength that others can lean on. The shadow is rigidity, a tendency to value everything, including people, by its price, and to hold on to control long after sharing would serve better. Work with this card by thinking in long horizons. Ask what you are building and who it will serve in ten years. Lead with fairness, take advice as readily as you give it, and let your wealth, whatever its size, carry your values forward.',
    keywords: [
      'authority',
      'business leadership',
      'sound judgement',
      'long-term vision',
      'mastery of value',
      'stewardship',
    ],
    essence: 'the seasoned judgement of someone who knows what things are worth',
    counsel: 'Make your next money decision as if you were building something to last ten years.',
  },
  'A♠': {
    title: 'The Secret Seed',
    description:
      'The Ace of Spades is the deepest beginning in the deck. It speaks of a longing to know, to understand what lies beneath the surface of life and, through that knowing, to change. It is a card of ambition and work, of new projects and fresh starts in health or habit, and also of inner transformation: the end of one way of being so that another can begin. Many people feel the mystery in it, and that is fitting; it is the card of secrets, study and the hidden work of the soul. Its gift is a powerful will and a hunger for meaning that can lead to remarkable achievement. Its shadow is secrecy that isolates, or ambition that drives so hard it forgets the body and the heart. Work with this card by choosing one area of your life that is ready for renewal and beginning quietly. Study it, practise daily and let the change take root before you announce it. Transformation rarely shouts; it grows steadily from a single, sincere seed.',
    keywords: ['new beginnings', 'transformation', 'ambition', 'secrets', 'study', 'willpower', 'renewal'],
    essence: 'a deep wish to know, and the will to begin again',
    counsel:
      'Begin one quiet, daily practice that renews you, and keep it to yourself until it has taken root.',
  },
  '2♠': {
    title: 'Two at the Workbench',
    description:
      'The Two of Spades is the card of working side by side. It speaks of partnership in labour and in life, of friends and colleagues who make the load lighter, and of the strength that comes from cooperation. There is wisdom in it: the recognition that few lasting things are built alone. When this card appears, a working partnership, a friendship or a shared project may take centre stage, or you may be invited to join forces with someone. The gift is loyalty, companionship and the ability to collaborate deeply. The shadow is a quiet fear of being left to face things alone, which can make us hold on to partnerships that no longer fit or avoid needed conversations to keep the peace. Work with this card by naming clearly what each of you brings and needs. Share the work fairly, say thank you often, and speak up early when something feels uneven. Good partners are not those who never disagree, but those who keep showing up for the work they share.',
    keywords: ['partnership', 'cooperation', 'friendship', 'teamwork', 'companionship', 'shared effort'],
    essence: 'the steady strength of working side by side',
    counsel: 'Ask a trusted partner what they need from you, and tell them plainly what you need from them.',
  },
  '3♠': {
    title: 'The Restless Craft',
    description:
      'The Three of Spades is an artist’s card, full of creative force directed into work. It often brings more than one occupation, several projects running in parallel, or a talent that expresses itself in many forms. That versatility is a real gift, yet it can tip into strain: too many threads, too little rest, and a mind that worries about health, deadlines or whether the right path has been chosen. When this card appears, your creativity at work is high, and so is the need to manage your energy wisely. Its gift is inventive, expressive work that feels alive. Its shadow is indecision, overwork and stress that the body eventually reports. Work with this card by giving your creativity a clear container: a schedule, a studio hour, a short list of priorities. Notice where worry drains you, and answer it with rest, movement or a plain conversation. Choose, for now, which of your talents gets the front seat. Creative energy, well managed, becomes your best medicine.',
    keywords: ['creative work', 'versatility', 'many projects', 'indecision', 'stress', 'artistry'],
    essence: 'a creative restlessness that wants to make and do many things',
    counsel:
      'Choose the one project that deserves your best hours this week and schedule real rest around it.',
  },
  '4♠': {
    title: 'Well-Laid Foundations',
    description:
      'The Four of Spades is the card of solid ground. It speaks of stable work, good health habits, a settled routine and the deep satisfaction of a job done properly. It is among the most reliable cards in the deck, the sort of energy that builds a house brick by brick and is content to do so. When it appears, it suggests a time to strengthen your foundations: your body, your daily rhythm, your working conditions and your sense of security. The gift is endurance, patience and a very practical peace of mind. The shadow is inertia or stubbornness, resisting change because the familiar feels safer, or working so steadily that life loses its colour. Work with this card by tending to the basics with care: sleep, food, movement, a tidy workspace and a realistic plan. Do the sturdy, unglamorous tasks now, and they will hold you up for years. Then leave a little room for pleasure and surprise. A firm foundation is not a cage; it is what lets you stand tall.',
    keywords: ['stability', 'health', 'steady work', 'security', 'routine', 'satisfaction'],
    essence: 'solid footing in work, health and daily life',
    counsel:
      'Strengthen one daily habit that keeps your body and your work steady, and let it become routine.',
  },
  '5♠': {
    title: 'The Traveller’s Lantern',
    description:
      'The Five of Spades is a card of movement in the way we live and work. It brings changes of job, of residence, of lifestyle; it may bring travel, a new routine or simply a restless wish to see how else life could be lived. The energy is adventurous and curious, sometimes impatient with anything that feels like confinement. When this card appears, change around work, health or home is likely, and much of it can be chosen rather than suffered. Its gift is freedom and the wide experience that makes a person wise. Its shadow is running from discomfort instead of moving toward something, starting afresh again and again without finishing. Work with this card by asking what you are moving toward, not only what you are leaving. Make changes with a purpose, take care of your body while you travel or shift routines, and keep one or two anchors that go wherever you go. A journey with a lantern is an adventure; without one, it is only wandering.',
    keywords: ['change', 'travel', 'new lifestyle', 'freedom', 'restlessness', 'adventure'],
    essence: 'an adventurous wish to change how you live and work',
    counsel:
      'Before you make a change, write down what you are moving toward, not only what you are leaving.',
  },
  '6♠': {
    title: 'Seeds and Their Fruit',
    description:
      'The Six of Spades is the card of cause and effect in work, health and destiny. It reminds us that what we repeat, we become, and that the present is shaped by choices made earlier. That can sound heavy, but it is deeply hopeful: if the past brought us here, today’s steady choices can carry us somewhere better. When this card appears, old efforts may bear fruit, responsibilities may come due, and you may sense that life is asking you to take a clearer role in your own story. Its gift is a sense of purpose and the ability to hold steady through long stretches of effort. Its shadow is resignation, the feeling that things are fated and cannot change, or putting off a decision until life makes it for us. Work with this card by acting rather than waiting. Look at one habit, commitment or health matter you have postponed and take it on deliberately. Small, consistent actions are how destiny is written, and you hold the pen more than you think.',
    keywords: ['cause and effect', 'responsibility', 'destiny', 'karma', 'purpose', 'steady choices'],
    essence: 'a clear sense that today’s choices shape tomorrow’s life',
    counsel: 'Take up one postponed commitment today and give it steady attention instead of waiting.',
  },
  '7♠': {
    title: 'Faith on the Mountain Path',
    description:
      'The Seven of Spades is a card of spiritual challenge, and one that rewards a brave and gentle response. It often speaks of obstacles in work or health that seem to stand in the way, and that turn out to be invitations to trust, to loosen our grip and to see more clearly. When we meet it with fear, problems can feel larger than they are; when we meet it with faith, they become teachers. Its gift is the inner strength to rise above circumstances and to find a peace that does not depend on everything going our way. Its shadow is worry, a sense of being overburdened, or holding on to a struggle because letting go feels like giving up. When this card appears, pay kind attention to your body and your workload, and ask what you can release rather than what more you can carry. Rest, breathe and ask for help where it is needed. The path may be steep, but each step taken with faith makes the climb lighter.',
    keywords: ['spiritual challenge', 'faith', 'letting go', 'health', 'overcoming obstacles', 'inner peace'],
    essence: 'a steep path that teaches faith and the art of letting go',
    counsel: 'Each day, set down one burden you have been carrying alone and ask for help with it.',
  },
  '8♠': {
    title: 'The Iron Will',
    description:
      'The Eight of Spades is one of the strongest cards in the deck. It speaks of power through effort: endurance, stamina, the will to see something through and the capacity to work harder than most. It can bring robust health and the strength to overcome obstacles, and it often marks a time when determination pays off. Its gift is mastery of will, the ability to concentrate your energy and move mountains a stone at a time. Its shadow is overuse: pushing past the body’s limits, forcing outcomes, or turning strength into stubborn control of others. When this card appears, you may feel able to tackle what you have been avoiding, and that is worth honouring. Work with it by directing your strength toward one worthy goal, and by treating rest as part of the training rather than a weakness. Use the force of this card to overcome your own habits before you try to change anyone else. Will, wisely aimed, is one of life’s great gifts.',
    keywords: ['willpower', 'strength', 'endurance', 'health', 'determination', 'mastery'],
    essence: 'a deep reserve of strength and willpower',
    counsel: 'Aim your strength at one worthy goal, and schedule rest as seriously as effort.',
  },
  '9♠': {
    title: 'The Clearing',
    description:
      'The Nine of Spades is the great card of completion, and it is easier to understand when we picture a forest after old trees fall: light reaches the ground and new growth begins. This card speaks of endings in work, health, habits or ways of life, of letting go of what has served its purpose, and of giving generously of ourselves. It is a deeply spiritual card, one that asks us to loosen our grip on the personal and open to something wider. Its gift is wisdom, compassion and a universal love that comes from having released much. Its shadow is resisting endings that are ready to happen, or dwelling in loss long after grieving has done its healing work. When this card appears, something may be finishing; meet it with kindness rather than alarm. Work with this card by completing what you can, forgiving what you can, and caring gently for your body through any transition. Give of your time where it truly helps. Every clearing makes room for light.',
    keywords: ['completion', 'endings', 'letting go', 'transformation', 'compassion', 'giving', 'wisdom'],
    essence: 'a clearing where endings make room for new growth',
    counsel: 'Finish or release one thing that has run its course, and do it with thanks rather than regret.',
  },
  '10♠': {
    title: 'Work Well Done',
    description:
      'The Ten of Spades is the card of accomplishment through effort. It speaks of success in work, of projects completed, goals reached and a reputation earned through diligence. Its energy is ambitious and tireless, and it often shows up when hard work is ready to bear visible results. When this card appears, you may find your capacity for achievement at its height: a good time to finish, to launch, to apply, to build. Its gift is the satisfaction of meaningful work done well and the confidence that grows from it. Its shadow is letting work swallow everything else, measuring your worth only by output, or neglecting health and loved ones on the way to the top. Work with this card by choosing the goal that matters most and giving it your best, focused effort, then stepping back to enjoy what you have made. Keep a balance between striving and living. Success is most nourishing when there is still someone, including you, rested enough to celebrate it.',
    keywords: ['accomplishment', 'success at work', 'achievement', 'diligence', 'ambition', 'results'],
    essence: 'the satisfaction of work carried through to real success',
    counsel: 'Finish the most important piece of work in front of you, then take real time to enjoy it.',
  },
  'J♠': {
    title: 'Masks and Mirrors',
    description:
      'The Jack of Spades is the most mysterious of the young cards. It is the creative initiate on a spiritual path, gifted at performance, craft and invention, and able to play many roles with ease. Traditionally it is also a card of the trickster, the clever one who can slip past rules. That double nature is its whole lesson. Used well, its talent for reinvention becomes artistry, insight and the courage to transform oneself; used carelessly, it becomes evasion or a habit of hiding behind masks. When this card appears, your creative and spiritual curiosity is awake, and you may be drawn to learning, performing or exploring deeper questions. Its gift is imagination and the ability to see through appearances. Its shadow is dishonesty, with others or with ourselves, about where we are cutting corners. Work with this card by bringing your cleverness into the open. Create boldly, study something that stretches you, and be the one who tells the truth. The best mask is one you can take off.',
    keywords: [
      'creativity',
      'initiation',
      'performance',
      'reinvention',
      'trickster',
      'spiritual curiosity',
      'insight',
    ],
    essence: 'a gifted, inventive spirit learning to wear no mask',
    counsel:
      'Put your cleverness into something you create openly, and tell the plain truth where it counts.',
  },
  'Q♠': {
    title: 'Grace at Work',
    description:
      'The Queen of Spades is the card of mastery through service. It speaks of competence, of the capable person who keeps things running, and of the deeper work of mastering oneself: one’s moods, habits and will. It often brings a strong work ethic, a gift for organisation and an instinct to serve, and at its highest it represents wisdom that has been earned through practice. When this card appears, you are invited to bring calm skill to your work and your health, and to notice where you could lead by quiet example. The gift is self-discipline joined with care for others. The shadow is getting lost in work, serving everyone else while neglecting ourselves, or settling for less than our abilities deserve because effort feels safer than change. Work with this card by tending to your own well-being with the same diligence you bring to your duties. Set one boundary that protects your energy, and use the time it frees for learning that lifts you. Mastery begins with how kindly you manage yourself.',
    keywords: ['self-mastery', 'service', 'competence', 'work ethic', 'organisation', 'earned wisdom'],
    essence: 'the calm competence of someone learning to master themselves',
    counsel: 'Protect one hour this week for your own well-being as firmly as you protect your duties.',
  },
  'K♠': {
    title: 'The Still Crown',
    description:
      'The King of Spades is the Master card, the highest card of the deck. It is a fixed card: in every spread it keeps the same place and never moves, and that stillness is part of its meaning. It speaks of wisdom gained through experience, mastery of work, authority that rests on knowledge, and a will strong enough to shape a life. Its presence in a reading brings steadiness and a reminder that you can lead from a quiet centre. The gift of this card is deep competence and the ability to see the long view; people often turn to its energy for guidance. Its shadow is stubbornness or isolation: holding so firmly to one’s own way that nothing new can enter, or carrying every burden alone because no one else seems capable. Work with this card by taking responsibility fully, and then sharing it wisely. Teach what you know, make decisions from principle rather than pressure, and remain open to learning. True mastery is strong enough to be gentle and secure enough to keep growing.',
    keywords: ['mastery', 'wisdom', 'authority', 'leadership', 'master card', 'steadiness', 'fixed card'],
    essence: 'the steady authority of hard-won wisdom',
    counsel:
      'Make your next important decision from your principles rather than from pressure, and share what you know.',
  },
};
