// Issue 33, item 3: a Russian reader names a card the way a sentence needs it: «о Даме Червей», «про Короля Пик»,
// «с Тузом Бубен». The rank word changes by case (the suit, a genitive plural, does not); the offline chat must
// know the card in every case, as it does in the nominative, and not take another word for a card.
import { describe, expect, it } from 'vitest';
import { chatTopic } from '../../src/providers/ai/offline-topic.js';
import { offlineWriter } from '../../src/providers/ai/offline-writer.js';

const writer = await offlineWriter('ru');

describe('card names in a Russian question, in any case', () => {
  it.each([
    ['Что значит Дама Червей?', 'Q♥'],
    ['Расскажи о Даме Червей', 'Q♥'],
    ['Что говорят про Короля Пик?', 'K♠'],
    ['Как мне быть с Тузом Бубен в этом году?', 'A♦'],
    ['Почему у меня две Четвёрки Треф?', '4♣'],
    ['О Валете Червей и Десятке Пик', 'J♥'],
    ['Что несёт Джокер?', 'Joker'],
  ])('%s → %s', (question, card) => {
    const topic = chatTopic(writer, question);
    expect(topic.kind).toBe('cards');
    if (topic.kind === 'cards') expect(topic.cards).toContain(card);
  });

  it('takes no other word for a card', () => {
    expect(chatTopic(writer, 'Я тебе дам совет про червей в саду')).not.toMatchObject({ kind: 'cards' });
  });
});
