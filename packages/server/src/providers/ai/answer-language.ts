import { REFLECTIVE_FOOTER, REFLECTIVE_NOTE } from '@cardology/contract/assistant';
import type { Language } from '@cardology/contract/languages';
import { messageText } from '@cardology/contract/messages/translate';

/**
 * What a model is told about the language of its answer (docs/decisions/044-languages.md). The terms are
 * the glossaries' (docs/glossary-es.md, docs/glossary-pt-BR.md, docs/glossary-ru.md), so the model's words match the cards'.
 * English adds nothing: an English prompt is exactly what it was before there were other languages.
 */
const ANSWER_IN: Readonly<Record<Exclude<Language, 'en'>, string>> = {
  es: 'Write your whole answer in Spanish (español), neutral for Spain and Latin America alike, speaking to the reader as “tú”. The texts of the cards given to you are already in Spanish: keep their words and the tradition’s terms as they are written there (carta de nacimiento, carta de desplazamiento, carta de entorno, tirada, tirada de vida, cartas kármicas, el Comodín; suits Corazones, Tréboles, Diamantes, Picas). Answer in Spanish even when the reader writes in another language, unless they ask for it.',
  'pt-BR':
    'Write your whole answer in Brazilian Portuguese (português do Brasil), speaking to the reader as “você”. The texts of the cards given to you are already in Portuguese: keep their words and the tradition’s terms as they are written there (carta de nascimento, carta de deslocamento, carta de ambiente, tiragem, tiragem de vida, cartas cármicas, o Curinga; suits Copas, Paus, Ouros, Espadas). Answer in Brazilian Portuguese even when the reader writes in another language, unless they ask for it.',
  ru: 'Write your whole answer in Russian (русский), speaking to the reader as “вы” (lowercase). The texts of the cards given to you are already in Russian: keep their words and the tradition’s terms as they are written there (карта рождения, карта Замещения, карта Окружения, расклад, жизненный расклад, кармические карты, планетарный период, Джокер; suits Червы, Трефы, Бубны, Пики, and in a card’s name Червей, Треф, Бубен, Пик). Keep a card’s name in the nominative after the word «карта» (“с картой Дама Пик”), and write the brand Cardology in Latin letters. Answer in Russian even when the reader writes in another language, unless they ask for it.',
};

/** The system instruction with the answer's language named at its end; English unchanged. */
export function withAnswerLanguage(system: string, language: Language): string {
  return language === 'en' ? system : `${system}\n\nLanguage of the answer: ${ANSWER_IN[language]}`;
}

/**
 * The closing note in the reader's language. The stream always ends with the English REFLECTIVE_FOOTER: it
 * is the marker the web draws off the text to show the note on its own line, in the page's language. What
 * is read aloud says the note in the text's language instead (narration-source.ts).
 */
export function footerIn(language: Language): string {
  if (language === 'en') return REFLECTIVE_FOOTER;
  return REFLECTIVE_FOOTER.replace(REFLECTIVE_NOTE, messageText(language, 'REFLECTIVE_NOTE'));
}
