import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatMessageItem } from './chat-message';

const noop = () => {};

function renderQuestion(text: string) {
  render(
    <ul>
      <ChatMessageItem message={{ id: 'q1', role: 'user', text, live: false }} onRevealing={noop} />
    </ul>,
  );
}

describe('a question in the chat', () => {
  it('keeps the line break typed with Shift+Enter', () => {
    renderQuestion('First line\nsecond line');
    const bubble = screen.getByRole('listitem');
    expect(bubble.querySelector('p')?.innerHTML).toMatch(/^First line<br>\s*second line$/);
  });

  it('shows HTML it holds as text, never as markup', () => {
    renderQuestion('Is this <img src=x onerror=alert(1)>\n<b>bold</b>?');
    const bubble = screen.getByRole('listitem');
    expect(bubble.querySelector('img, b')).toBeNull();
    expect(bubble).toHaveTextContent('<b>bold</b>?');
  });
});
