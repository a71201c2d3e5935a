import type { CardText } from '../../types.js';
import type { HeartsClubsKey } from '../types.js';

/** A♥ … K♥, A♣ … K♣ and the Joker in English: original prose in a warm, suggestive voice. Their names are in
 * names.ts. */
export const HEARTS_CLUBS_JOKER: Readonly<Record<HeartsClubsKey, CardText>> = {
  'A♥': {
    title: 'The Seed of Longing',
    description:
      'The Ace of Hearts is the first card of the whole deck, and it carries the first stirring of the heart: the wish to love, to be loved, and to begin something that truly matters to you. When this card is yours, feelings tend to arrive early and ask to be acted on. You may sense a longing for closeness long before you can name it, or feel drawn to start a family, a friendship or a creative project that you can pour your affection into. The gift here is courage of the heart: you are often the one who reaches out first. The shadow is impatience, a habit of looking to others to prove that you are lovable, or of staying so busy that the longing goes unheard. Work with this energy by naming what you want in plain words, then taking one small, concrete step toward it. Love that begins with self-respect tends to last, and the Ace rewards the person who tends the seed as well as planting it.',
    keywords: [
      'desire for love',
      'new beginnings',
      'courage of the heart',
      'ambition',
      'self-worth',
      'initiative',
    ],
    essence: 'a fresh longing for closeness and the courage to begin a new chapter of the heart',
    counsel: 'Name what your heart wants in one plain sentence, then take one small step toward it today.',
  },
  '2♥': {
    title: 'The Lovers’ Knot',
    description:
      'The Two of Hearts is the Lovers card, a picture of two people meeting and choosing each other. It speaks of romance, but just as much of friendship, good company and the simple comfort of being understood. This card belongs to the Mystical Family: it is semi-fixed, trading places only with its partner, the Ace of Clubs, so it keeps an unusual steadiness while the rest of the deck moves around it. Many who carry it find that their lives are shaped by a few deep bonds rather than many passing ones. Its gift is warmth, loyalty and a natural talent for partnership. Its shadow can be a fear of being alone, which may lead you to hold on too tightly or to fold yourself into someone else’s plans. The practical work is to keep your own voice inside the union. Ask for what you need, listen for what the other needs, and let closeness be a place where both of you grow.',
    keywords: ['union', 'lovers', 'partnership', 'friendship', 'loyalty', 'mystical family'],
    essence: 'a warm meeting of two hearts and the promise of a true partnership',
    counsel: 'Say what you need from the people closest to you, and ask them the same question in return.',
  },
  '3♥': {
    title: 'The Heart of Many Rooms',
    description:
      'The Three of Hearts brings creativity into the realm of feeling. It is the card of the heart with many rooms: you can love in several ways at once, see every side of a relationship and express emotion through words, music, colour or play. That range is a gift. It makes you sympathetic, inventive and rarely boring. The other side of the same coin is indecision and worry. When affection has more than one direction to go, you may waver, second-guess your feelings or fret about whether you are loved enough. None of this is a flaw; it is creative energy that has not yet found a channel. The most helpful move is to give that energy a form. Write the letter, paint the mood, sing the song. In relationships, choose one honest step rather than keeping every door half open. Clarity often follows commitment, not the other way around, and a settled heart becomes wonderfully expressive.',
    keywords: ['emotional creativity', 'expression', 'variety in love', 'indecision', 'worry', 'imagination'],
    essence: 'a rush of creative feeling and a gentle call to choose where your affection goes',
    counsel:
      'Turn a restless feeling into something made with your hands or words before you decide what it means.',
  },
  '4♥': {
    title: 'The Hearth Fire',
    description:
      'The Four of Hearts is the hearth at the centre of the home: a steady fire of affection that warms everyone gathered around it. It speaks of family, of loyal friendships and of the quiet satisfaction of knowing where you belong. If this card is yours, you probably value security in love and are willing to work for it, building trust one ordinary day at a time. You may feel a strong pull to protect those close to you, and people tend to feel safe in your company. The gift is constancy. The shadow is that comfort can harden into habit, or protectiveness into control, and a fear of change may keep you from saying what needs to be said. Keep the fire alive by feeding it. Plan small rituals, speak your appreciation out loud and welcome a little newness into familiar bonds. A home of the heart stays strong when its doors and windows still open.',
    keywords: ['home', 'family', 'emotional security', 'satisfaction', 'protection', 'loyalty'],
    essence: 'the settled warmth of home, family and love that can be counted on',
    counsel: 'Tell someone at home, in words, one thing you appreciate about them that usually goes unsaid.',
  },
  '5♥': {
    title: 'The Wandering Heart',
    description:
      'The Five of Hearts is the heart on the move. It brings change to relationships and a desire to experience love in new ways: a different city, a new circle of friends, a fresh understanding of what you need from others. If this is your card, variety feeds you, and you may have learned early that feelings are not fixed but travel like weather. Its gift is openness. You adapt, you forgive, you are willing to see people anew. Its shadow is restlessness, the urge to leave a situation before it has had time to teach you anything, or to keep relationships light so that no one can hold you down. Try to tell the difference between growth and escape. Before moving on, ask what you are moving toward. When change is chosen with care, the Five becomes an adventure shared with others rather than a trail of goodbyes, and your curiosity about love turns into wisdom.',
    keywords: ['emotional change', 'new experiences', 'travel', 'restlessness', 'freedom', 'openness'],
    essence: 'a season of changing feelings, new faces and a heart eager to explore',
    counsel:
      'Before you leave a situation, write down what you are moving toward, not only what you are leaving.',
  },
  '6♥': {
    title: 'The Peacemaker’s Heart',
    description:
      'The Six of Hearts is the peacemaker’s card. It carries a deep sense that what we give in love comes back to us, and that harmony in relationships is built from small, fair exchanges over time. If this card is yours, you may feel responsible for keeping the peace at home or among friends, and you are often the one who notices when something is out of balance. This is a real gift: you can calm a room and help others make amends. Its shadow is the peace that costs too much, when you stay silent to avoid conflict, or quietly keep score of favours owed. The law of cause and effect in this card is gentle but honest. Kindness planted tends to return, and patterns left unaddressed tend to repeat. Work with it by settling old debts of the heart, saying the difficult thing kindly, and letting true peace rest on honesty rather than on silence.',
    keywords: ['peace', 'harmony', 'responsibility in love', 'cause and effect', 'fairness', 'making amends'],
    essence: 'a chance to restore harmony and see the kindness you have given return to you',
    counsel:
      'Settle one small debt of the heart this week, whether an apology, a thank-you or a promise kept.',
  },
  '7♥': {
    title: 'The Open Hand of Love',
    description:
      'The Seven of Hearts invites you to love without holding on too tightly. Sevens are spiritual cards, and in the suit of feelings this one asks for faith: trust that the love you give is not wasted even when it is not returned in the form you hoped. If this card is yours, relationships may be your great teacher. You might feel jealousy, worry about loss or a sense that others hold power over your happiness. These moments are not signs that something is wrong with you; they are invitations to find a steadier source of love within. Its gift is a remarkable capacity for unconditional love, forgiveness and emotional healing, once fear loosens its grip. Its shadow is possessiveness or withdrawing to avoid being hurt. Work with it by noticing where you cling, then choosing to open your hand. Give freely, release outcomes, and let people be who they are. What you stop grasping often returns with more warmth than before.',
    keywords: ['unconditional love', 'letting go', 'faith', 'forgiveness', 'emotional healing', 'trust'],
    essence: 'a lesson in loving freely and trusting what you cannot hold',
    counsel:
      'Notice where you are holding on too tightly in love, and loosen your grip by one gentle degree.',
  },
  '8♥': {
    title: 'The Magnetic Heart',
    description:
      'The Eight of Hearts holds the power of love in its strongest form: emotional charisma, a warm presence that draws people in, and the ability to heal and uplift through feeling. If this is your card, you may notice that others respond to your mood, follow your lead or open up to you quickly. That magnetism is a real gift, useful in teaching, caring work, performance and any role where people need to feel seen. The shadow appears when charm is used to steer people rather than to serve them, or when you give so much energy that you run dry. Power in the heart is best used consciously. Ask yourself what you hope to create with your influence, and choose aims that leave others stronger. Rest is part of the discipline too. A full heart can pour into many cups, but only if you refill it often with quiet, joy and the company of people who give back.',
    keywords: ['emotional power', 'charisma', 'charm', 'healing', 'influence', 'magnetism'],
    essence: 'a surge of warmth and charm that draws people toward you',
    counsel:
      'Use your influence today to lift one person up, and then set aside real time to refill your own heart.',
  },
  '9♥': {
    title: 'The Heart Wide as the World',
    description:
      'The Nine of Hearts is the heart that has grown wide enough to hold the world. Nines bring completion, and in the suit of love this means learning to give without needing a particular return, and to let some personal hopes give way to a broader love for people. It is also one of the Mystical Family, paired with the Seven of Diamonds, and carries a quiet steadiness of its own. If this card is yours, you may know endings well: friendships that run their course, dreams that change shape. Each one, met gently, tends to make you kinder and more generous. The gift is compassion on a large scale, often expressed through service, art or care for many. The shadow is disappointment that lingers when life does not match the picture you held. Work with it by grieving honestly, then turning outward. Ask who could use your kindness today, and let completion clear space for a love that is larger.',
    keywords: ['universal love', 'completion', 'compassion', 'emotional endings', 'generosity', 'service'],
    essence: 'the gentle close of an emotional chapter and a wider, more generous love',
    counsel:
      'Let one old hurt of yours finish its course, and offer the kindness it was holding to someone who needs it now.',
  },
  '10♥': {
    title: 'The Heart of the Gathering',
    description:
      'The Ten of Hearts is success that comes through people. It is the card of the stage, the gathering and the crowd: an ability to connect with groups, to charm an audience and to make a room feel like a celebration. If this is your card, you may thrive in roles that involve the public, such as teaching, performing, hosting, selling or leading a community. Its gift is a generous, sociable warmth that makes others feel included, along with the drive to accomplish something visible. The shadow is a dependence on applause, a worry that you are only as valued as your latest success, or a tendency to spread yourself across too many people to be deeply known by any. Work with it by choosing which circles truly matter and investing there. Let recognition be a pleasure rather than a need. Your greatest accomplishment may be the communities you help to create, where everyone, including you, belongs.',
    keywords: ['social success', 'groups', 'audiences', 'celebration', 'recognition', 'community'],
    essence: 'success with people, a welcoming crowd and the joy of being part of a community',
    counsel: 'Choose the one circle that matters most to you right now and show up for it fully.',
  },
  'J♥': {
    title: 'The Sacrifice of the Heart',
    description:
      'The Jack of Hearts is known as the sacrifice card, and it holds a special place in the deck. It is one of the three fixed cards of the Mystical Family: in every spread it stays in the same position, a small, reliable point of stillness while everything else shifts. Its energy is that of the young lover and the devoted helper, someone who gives from the heart and feels called to serve something greater than personal comfort. If this card is yours, you may find deep meaning in caring for others, in family, or in a cause. This is a true gift. The shadow appears when giving turns into martyrdom, when you sacrifice out of guilt or hope for recognition, or when youthful romance avoids grown-up responsibility. Work with it by giving freely and by choice, with clear limits. A sacrifice made with joy uplifts everyone; one made with resentment helps no one. Your steadiness can be a gift to those around you.',
    keywords: [
      'sacrifice',
      'devotion',
      'youthful love',
      'service',
      'generosity',
      'fixed card',
      'mystical family',
    ],
    essence: 'a call to give from the heart, freely and by your own choice',
    counsel:
      'Give where your heart says yes, and say a kind, clear no wherever giving would turn into resentment.',
  },
  'Q♥': {
    title: 'The Queen Who Nurtures',
    description:
      'The Queen of Hearts is the nurturing heart at the height of its gifts. She is the mother, the host and the artist, one who loves through care, beauty and the pleasure of making others comfortable. If this card is yours, you may have a natural talent for creating a welcoming home, for raising children or mentoring others, or for art that touches people emotionally. Service is her mastery: she knows how to love in practical ways. The gift is tenderness joined to skill. The shadow is a taste for comfort that can tip into indulgence, whether in food, romance or the easy path, or a habit of caring for everyone except yourself. Work with this card by giving your nurturing a worthy focus, and by turning some of it inward. Rest, enjoy beauty, and then put your gifts to use. When pleasure and purpose walk together, the Queen’s warmth becomes a lasting blessing for everyone within reach of it.',
    keywords: [
      'nurturing',
      'motherhood',
      'beauty',
      'hospitality',
      'artistry',
      'service through love',
      'comfort',
    ],
    essence: 'tender care, beauty and the gift of making others feel at home',
    counsel: 'Care for yourself today with the same tenderness you so easily offer everyone else.',
  },
  'K♥': {
    title: 'The King of Kind Authority',
    description:
      'The King of Hearts is mastery of the heart. Kings carry authority, and this one rules through warmth and understanding rather than force. He is the father figure, the wise friend and the leader whom people follow because they feel cared for. If this card is yours, you may have a gift for seeing what others feel and guiding them kindly, whether in a family, a classroom or a company. Often there is a sense of responsibility toward many people at once, as though your heart had a large household to look after. The gift is emotional wisdom put to practical use. The shadow is the temptation to use that understanding to control, or to collect more attachments than you can honour. Work with this card by leading with your heart and keeping your word. Choose commitments you can truly keep, and let your authority rest on fairness. A king of hearts is measured by how well others flourish under his care.',
    keywords: [
      'emotional mastery',
      'fatherhood',
      'kind leadership',
      'wisdom',
      'responsibility',
      'generosity',
    ],
    essence: 'steady emotional wisdom and the authority to guide others with kindness',
    counsel: 'Lead with warmth, and make only the promises you are ready to keep.',
  },
  'A♣': {
    title: 'The Thirst to Know',
    description:
      'The Ace of Clubs is the spark of curiosity: the thirst to know, to ask, to understand and to share what you learn. It is the beginning of every idea, the moment a question turns into a quest. This card belongs to the Mystical Family. It is semi-fixed, trading places only with its partner, the Two of Hearts, so its steadiness is woven together with love. Many who carry it find that knowledge and affection are closely linked for them, and that they long for someone to talk ideas through with. The gift is enthusiasm, a quick mind and a love of learning that can inspire others. The shadow is impatience: wanting answers at once, moving on before an idea has matured, or feeling restless when the heart is not fed. Work with it by following one question deeply rather than many lightly, and by sharing your discoveries with people you trust. Curiosity becomes wisdom when you let it take root.',
    keywords: ['curiosity', 'desire for knowledge', 'new ideas', 'enthusiasm', 'learning', 'mystical family'],
    essence: 'a bright new question and the eagerness to go and find its answer',
    counsel: 'Pick the one question that excites you most and give it an unhurried hour of your attention.',
  },
  '2♣': {
    title: 'The Meeting of Minds',
    description:
      'The Two of Clubs is the meeting of minds. It is the card of conversation, of ideas exchanged, of friendships built on talk, debate and shared discovery. If this card is yours, you may think best out loud and feel most alive when someone is thinking alongside you. Partnerships in work and study tend to matter as much as romance. The gift is lively, engaging communication and the ability to find common ground. The shadow can be a quiet fear of being alone, which may lead to clinging to company, or a tendency for conversation to sharpen into argument. Both come from the same wish: to be heard and understood. Work with it by practising the other half of dialogue. Listen fully before answering, ask questions you do not already know the answer to, and spend some time alone with your own thoughts so that company becomes a choice rather than a need. A good partner in ideas doubles every insight.',
    keywords: ['conversation', 'mental partnership', 'dialogue', 'cooperation', 'companionship', 'debate'],
    essence: 'good conversation and a partner who helps you think more clearly',
    counsel: 'In your next important conversation, listen all the way to the end before you form your reply.',
  },
  '3♣': {
    title: 'The Restless Pen',
    description:
      'The Three of Clubs is the creative mind at full speed. It brings a gift for words and ideas: writing, speaking, selling, inventing, finding ten ways to say the same thing. If this card is yours, your mind probably moves fast and in many directions, which can make you witty, resourceful and wonderful company. Threes also carry indecision, and in the suit of thought this can show up as worry. A busy mind may circle a problem without landing, doubt its choices or fear that there will not be enough money, time or opportunity. Those worries are usually creative energy with nowhere to go. Give them somewhere to go. Write things down, turn anxieties into plans, and pick one project to finish before you start the next. Variety will always feed you, so build it into your days on purpose. When you make peace with your many-sided mind, it becomes a fountain of original work.',
    keywords: ['creative thinking', 'writing', 'self-expression', 'indecision', 'worry', 'versatility'],
    essence: 'a flood of ideas and words looking for the right outlet',
    counsel:
      'Write your worries down as a list of next steps, and finish one project before you start another.',
  },
  '4♣': {
    title: 'The Well-Ordered Mind',
    description:
      'The Four of Clubs is the steady mind: sound judgement, practical thinking and the satisfaction of knowing what you believe and why. If this card is yours, you may have a gift for organising information, teaching clearly or giving advice that others can rely on. Your word tends to carry weight because it rests on experience. Fours bring stability, and in the suit of knowledge that can mean a calm, well-ordered mental life and a knack for creating structures that last. The shadow is that firmness can become stubbornness. Settled opinions can close the door on new evidence, and a wish for certainty can make change feel unwelcome. Work with this card by keeping one window open. Read something that challenges you, ask for other views before deciding, and remember that the strongest foundations are the ones that can be improved. Your steadiness becomes a true gift when it is paired with curiosity.',
    keywords: [
      'mental stability',
      'sound judgement',
      'clear advice',
      'organisation',
      'satisfaction',
      'conviction',
    ],
    essence: 'clear thinking, sound judgement and a calm, well-ordered mind',
    counsel: 'Before you settle an opinion, read or ask for one view that honestly disagrees with yours.',
  },
  '5♣': {
    title: 'The Curious Traveller',
    description:
      'The Five of Clubs is the curious traveller. It brings a restless, questing mind that learns best by going, seeing and trying things for itself. If this card is yours, you may love journeys, new subjects, fresh faces and conversations with strangers. Variety is not a luxury for you; it is how your thinking stays alive. The gift is open-mindedness and a wide store of experience that makes you adaptable and interesting. The shadow is a tendency to change your mind, your plans or your direction before anything has had time to settle, leaving unfinished threads behind. Others may read this as inconsistency when it is really a hunger for the new. Work with it by giving your restlessness a home. Plan adventures deliberately, learn a subject in depth as well as breadth, and keep a few commitments steady while the rest of life moves. A traveller with a compass sees far more than one who simply wanders.',
    keywords: ['curiosity', 'travel', 'change of mind', 'restlessness', 'new experiences', 'adaptability'],
    essence: 'a restless curiosity, fresh horizons and the urge to learn by going',
    counsel: 'Plan your next change on purpose, and keep one commitment steady while everything else moves.',
  },
  '6♣': {
    title: 'The Keeper of the True Word',
    description:
      'The Six of Clubs is the card of the true word. It carries a sense of responsibility for what you say and know, and often a quiet intuition that can sense what is right before it can be explained. If this card is yours, you may feel called to speak, teach or write in a way that helps others find their path, and you may notice that your words carry more weight than you expect. Sixes speak of cause and effect: what you think and say shapes what comes back to you. The gift is insight and a calm, peaceful mind when you are living in line with your values. The shadow is a tendency to wait for life to act rather than acting, or to stay quiet about what you know. Work with it by trusting your inner voice and speaking honestly and gently. Keep promises, check your facts, and let your words be a source of peace for those who hear them.',
    keywords: [
      'truthful speech',
      'intuition',
      'responsibility',
      'cause and effect',
      'peace of mind',
      'guidance',
    ],
    essence: 'a quiet inner knowing and the responsibility to speak it honestly',
    counsel: 'Say the true thing gently, and keep every promise you make with your words.',
  },
  '7♣': {
    title: 'The Mind That Chooses Faith',
    description:
      'The Seven of Clubs is the mind learning to trust. Sevens bring spiritual challenges, and in the suit of thought this means the work of choosing faith over fear. If this card is yours, you may have a gifted, perceptive mind that can see beyond the obvious, with a natural pull toward philosophy, spirituality or deep study. The same sensitivity can make you prone to doubt or negative thinking, especially when life does not go to plan. The challenge is not to stop thinking but to notice which thoughts are worth keeping. Its gift is inspired knowledge, the kind that arrives when the mind is quiet. Its shadow is worry that feeds on itself. Work with it by creating regular moments of stillness, writing down fears so that you can look at them clearly, and letting go of beliefs that only keep you small. When you trust the process, your mind becomes a source of insight for others.',
    keywords: [
      'spiritual knowledge',
      'faith over fear',
      'mental challenge',
      'insight',
      'letting go',
      'stillness',
    ],
    essence: 'a test of trust for the mind and the inspiration that follows letting go',
    counsel:
      'When a fearful thought repeats, write it down, look at it in daylight and decide whether you want to keep it.',
  },
  '8♣': {
    title: 'The Unwavering Mind',
    description:
      'The Eight of Clubs is mental power: the focused mind that can concentrate, decide and persuade. It is one of the three fixed cards of the Mystical Family. In every spread it holds the same position, a quiet constancy that mirrors its nature: once this mind is set on something, it rarely wavers. If this card is yours, you may have a gift for study, problem solving, teaching or leadership through ideas, and people may look to you for a firm answer. The shadow of that strength is stubbornness. A fixed mind can hold on to opinions past their season, or try to win arguments that did not need winning. Work with this card by pointing your focus toward worthy goals and keeping a little room for surprise. Learn from people who think differently, and let your conclusions be strong but not final. Steady focus, wisely aimed, can move almost anything you choose.',
    keywords: [
      'mental power',
      'focus',
      'concentration',
      'persuasion',
      'determination',
      'fixed card',
      'mystical family',
    ],
    essence: 'focused mental power and the determination to see an idea through',
    counsel:
      'Aim your full concentration at one goal worth reaching, and stay open to being surprised along the way.',
  },
  '9♣': {
    title: 'The Mind That Lets Go',
    description:
      'The Nine of Clubs brings the completion of ideas and the sharing of knowledge on a large scale. Nines are cards of endings and universal love, and in the suit of the mind they ask you to let some plans, beliefs or projects close so that something wiser can take their place. If this card is yours, you may find that you learn most from what does not work out. You may also have a calling to teach, to write for many or to pass on what life has shown you. The gift is a broad, generous understanding that can speak to all kinds of people. The shadow is mental restlessness or disappointment: many things begun, fewer finished, and a lingering sense of what might have been. Work with it by finishing what matters, releasing the rest with thanks, and offering your experience where it can help. Endings of the mind, met gracefully, make room for a larger view.',
    keywords: ['completion', 'sharing knowledge', 'endings', 'wide understanding', 'release', 'teaching'],
    essence: 'the completion of an old way of thinking and room for a wider understanding',
    counsel: 'Finish the project that matters most, and release the ones you have outgrown with thanks.',
  },
  '10♣': {
    title: 'The Laurel of Learning',
    description:
      'The Ten of Clubs is success through knowledge. It is the card of the accomplished mind, often found among teachers, writers, researchers and people who build careers on what they know. If this card is yours, you may have a strong drive to learn, achieve and be recognised for your ideas, and a talent for sharing them with groups. Tens speak of fulfilment and of the many, so your knowledge tends to reach further when it serves others. The gift is intellectual ambition joined to real capability. The shadow is overwork, a feeling that you have to keep proving how much you know, or an ambition that runs ahead of rest and relationships. Work with this card by choosing the field that truly matters to you and going deep. Teach what you learn, collaborate rather than compete, and measure success by the understanding you spread as well as by the titles you earn.',
    keywords: [
      'success through knowledge',
      'achievement',
      'teaching',
      'groups',
      'intellectual ambition',
      'recognition',
    ],
    essence: 'accomplishment through learning and ideas that reach a wide audience',
    counsel:
      'Teach someone what you have learned this season, and let sharing count as part of your success.',
  },
  'J♣': {
    title: 'The Clever Apprentice',
    description:
      'The Jack of Clubs is the bright young mind: quick, inventive and full of clever ideas. Jacks are the initiates of the deck, youthful and creative, and in the suit of knowledge this one loves wordplay, new concepts and the pleasure of being one step ahead. If this card is yours, you may have a gift for writing, marketing, design or any work that asks for originality and fresh thinking. You often see a new angle before others do. The shadow is the trickster side: a temptation to bend the truth, to talk your way around responsibility, or to stay forever in the role of bright student rather than growing into mastery. Work with this card by pairing your cleverness with integrity. Let your ideas be honest as well as brilliant, finish what you invent, and let mentors help you ripen. A creative mind with a good heart can turn inspiration into lasting work.',
    keywords: ['cleverness', 'originality', 'youthful mind', 'wit', 'invention', 'trickster'],
    essence: 'a clever new idea and the youthful wit to make it shine',
    counsel: 'Back your brightest idea with honest work, and finish it before the next one calls.',
  },
  'Q♣': {
    title: 'The Intuitive Counsellor',
    description:
      'The Queen of Clubs is the intuitive, organising mind in service. She knows things quickly, often before she can explain how, and she has a gift for putting knowledge to work for others. If this card is yours, you may be the one people come to for advice, for a plan, or for the right word at the right time. Queens carry nurturing mastery, and in the suit of ideas that means teaching, counselling, publishing, managing or any role that brings order to information and care to people. The gift is a lively, perceptive intelligence joined to a generous impulse. The shadow is impatience with slower minds, a sharp tongue when tired, or so many responsibilities that intuition gets drowned out. Work with this card by protecting quiet time for your inner knowing, and by speaking with kindness as well as accuracy. When your mind serves your heart, your guidance becomes a gift others remember for years.',
    keywords: ['intuition', 'organisation', 'counsel', 'service through knowledge', 'perception', 'teaching'],
    essence: 'quick intuition and the practical wisdom to help others with what you know',
    counsel: 'Protect a quiet hour for your intuition, and speak what it tells you with kindness.',
  },
  'K♣': {
    title: 'The Sovereign of Ideas',
    description:
      'The King of Clubs is mastery of the mind. He is the teacher, the expert and the leader whose authority rests on knowledge and clear thinking. If this card is yours, you may have a gift for seeing the shape of a problem, setting out a vision and guiding others toward it. People often trust your judgement and look to you for direction. Kings bring responsibility, and here that means using your intelligence for the good of those who follow. The gift is wisdom, independence of thought and a natural ability to lead by ideas. The shadow is a tendency to be set in your views, impatient with those who disagree, or so self-reliant that you forget to ask for help. Work with this card by staying a student even as you lead. Listen to other perspectives, explain rather than command, and share the credit. True mastery of mind makes room for others to think well too.',
    keywords: ['mental mastery', 'leadership', 'expertise', 'vision', 'wisdom', 'independence'],
    essence: 'mastery of knowledge and the standing to lead others by your ideas',
    counsel:
      'Lead by explaining rather than commanding, and share the credit with those who helped you think.',
  },
  Joker: {
    title: 'The Card Outside the Deck',
    description:
      'The Joker is the birth card of those born on December 31, the last day of the year, and it is a card unlike any other. It stands outside the fifty-two, holding every suit at once: the warmth of Hearts, the curiosity of Clubs, the values of Diamonds and the work of Spades. In a game of cards, the Joker can become whatever is needed, and that is its spirit here. If this is your card, you may feel free to play many roles, to move between worlds and to see life with a touch of humour and perspective. Because the Joker sits outside the deck, it has no fixed place in the yearly and period spreads that guide the other cards. This is not a lack. It is freedom: your path is yours to write, without a set script. The gift is versatility and playfulness. The shadow is scattering yourself or hiding behind a mask. Choose your role consciously, and play it wholeheartedly.',
    keywords: ['freedom', 'every suit', 'versatility', 'playfulness', 'wild card', 'december 31'],
    essence: 'the freedom to play any role and to write your own script',
    counsel: 'Choose the role you want to play this season, and play it with your whole heart.',
  },
};
