import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InterpretationPanel } from './interpretation-panel';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const TEXT = 'The Sun card speaks of partnership and of clear, friendly words.';

function renderPanel(text: string, streaming: boolean, onRevealEnd = vi.fn()) {
  const view = render(
    <InterpretationPanel
      text={text}
      streaming={streaming}
      animate
      onRevealEnd={onRevealEnd}
      saveControl={null}
    />,
  );
  return { ...view, onRevealEnd };
}

describe('InterpretationPanel', () => {
  it('reveals from the stream before it ends, and the reveal ends only with the stream', () => {
    const { rerender, onRevealEnd } = renderPanel('The Sun card', true);
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByText('The Sun ca')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('The Sun card')).toBeInTheDocument();
    // Everything that arrived is shown, but more may come: not over yet.
    expect(onRevealEnd).not.toHaveBeenCalled();
    rerender(
      <InterpretationPanel
        text={TEXT}
        streaming={false}
        animate
        onRevealEnd={onRevealEnd}
        saveControl={null}
      />,
    );
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    expect(onRevealEnd).toHaveBeenCalled();
  });

  it("skips the reveal with 'Show all' or Escape", () => {
    const first = renderPanel(TEXT, false);
    act(() => vi.advanceTimersByTime(10));
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    expect(first.onRevealEnd).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull();
    first.unmount();

    renderPanel(TEXT, false);
    act(() => vi.advanceTimersByTime(10));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByText(TEXT)).toBeInTheDocument();
  });
});
