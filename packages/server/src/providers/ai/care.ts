import { EN } from './offline-sentences/en.js';

/**
 * The assistant's duty of care, shared by the model prompt and the offline assistant: what it will not
 * do and how it answers a person in crisis (the closing note lives in the contract, shared with the web).
 */

/** The rules the model is given, in the system instruction. */
export const CARE_RULES = [
  'Offer reflection and counsel drawn from the cards; a reading suggests, it never threatens or decides.',
  'Never predict death, illness, pregnancy, accidents, or the outcome of legal or financial matters.',
  'Never give medical, legal, financial or investment advice; suggest a qualified professional instead.',
  'If a message touches on self-harm, suicide or a crisis, answer kindly and point to real help first: the local emergency number, a crisis line (988 in the US, 116 123 Samaritans in the UK and Ireland), or findahelpline.com for other countries. Only then, and gently, say anything about the cards.',
] as const;

/** Words that suggest a person may be at risk; broad on purpose, since a kind answer costs nothing. */
const CRISIS_WORDS =
  /\b(suicid\w*|kill(?:ing)? myself|end(?:ing)? (?:my life|it all)|take my (?:own )?life|self[- ]?harm\w*|hurt(?:ing)? myself|cut(?:ting)? myself|want to die|wanna die|better off dead|no reason to live|overdose)\b/i;

/**
 * The same in Spanish and Brazilian Portuguese (issue 26): first-person phrases of wanting to die or to hurt
 * oneself, as people write them, with or without accents. Checked whatever the reader's language, since a
 * message may be written in any of them. Whole words: letters may not run on either side.
 */
const CRISIS_WORDS_ES_PT = new RegExp(
  `(?<!\\p{L})(?:${[
    // both languages
    'suic[ií]d\\p{L}*',
    'sobredosis',
    // Spanish
    'matarme',
    'me quiero matar',
    'quitarme la vida',
    '(?:acabar|terminar) con mi vida',
    'quiero morir(?:me)?',
    'me quiero morir',
    'no quiero (?:seguir )?vivir',
    'hacerme da[ñn]o',
    'autolesi\\p{L}*',
    // not a bare "cortarme": "cortarme el pelo" is a haircut
    'cortarme las venas',
    'mejor muert[oa]',
    'no tengo (?:ninguna )?raz[oó]n para vivir',
    // Brazilian Portuguese
    'me matar',
    'tirar (?:a )?minha (?:pr[oó]pria )?vida',
    '(?:acabar|terminar) com (?:a )?minha vida',
    'quero morrer',
    'n[aã]o quero (?:mais )?viver',
    'me machucar',
    'automutila\\p{L}*',
    'autoles[aã]o',
    'cortar (?:os |meus )?pulsos',
    'melhor mort[oa]',
    'n[aã]o tenho (?:nenhum )?motivo para viver',
  ].join('|')})(?!\\p{L})`,
  'iu',
);

/**
 * The same in Russian (issue 33), whatever their endings: "суицид", "о суициде"; "хочу", "хочется" умереть.
 * Not "умереть со смеху" (dying of laughter) nor "убить время" (killing time).
 */
const CRISIS_WORDS_RU = new RegExp(
  `(?<!\\p{L})(?:${[
    'суицид\\p{L}*',
    'самоубийств\\p{L}*',
    'передоз\\p{L}*',
    'самоповрежд\\p{L}*',
    'селфхарм\\p{L}*',
    'поконч\\p{L}* с собой',
    '(?:убить|убью|убиваю) себя',
    '(?:хочу|хочется|хотелось бы|хочет(?:ся)?) (?:просто )?умереть(?! со смеху)',
    'не (?:хочу|хочется) (?:больше |дальше )?жить',
    '(?:нет|не вижу) смысла жить',
    'незачем жить',
    '(?:причинить|причиняю) себе (?:вред|боль)',
    'навредить себе',
    '(?:режу|резать|порезать|порежу) себя',
    '(?:резать|порезать|вскрыть) (?:себе )?вены',
    'лучше бы меня не было',
  ].join('|')})(?!\\p{L})`,
  'iu',
);

export function isCrisisMessage(text: string): boolean {
  return CRISIS_WORDS.test(text) || CRISIS_WORDS_ES_PT.test(text) || CRISIS_WORDS_RU.test(text);
}

/** The answer to a crisis message in English: real help first, the cards after, if at all (each language's is its offline catalog's `crisis`). */
export const CRISIS_ANSWER = EN.crisis;
