import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READING_SPEED, useTypewriter } from './use-typewriter';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useTypewriter', () => {
  it('reveals 2 characters every 10 ms and follows text that is still arriving', () => {
    const { result, rerender } = renderHook(({ text }) => useTypewriter(text, READING_SPEED), {
      initialProps: { text: 'Hello' },
    });
    expect(result.current.shown).toBe('');
    act(() => vi.advanceTimersByTime(10));
    expect(result.current.shown).toBe('He');
    act(() => vi.advanceTimersByTime(20));
    expect(result.current.shown).toBe('Hello');
    expect(result.current.revealing).toBe(false);
    // More of the stream arrives: the reveal carries on from where it was, without waiting for the end.
    rerender({ text: 'Hello, world' });
    expect(result.current.revealing).toBe(true);
    act(() => vi.advanceTimersByTime(10));
    expect(result.current.shown).toBe('Hello, ');
    act(() => vi.advanceTimersByTime(30));
    expect(result.current.shown).toBe('Hello, world');
  });

  it('shows everything at once when skipped, including text still to come', () => {
    const { result, rerender } = renderHook(({ text }) => useTypewriter(text, READING_SPEED), {
      initialProps: { text: 'A long interpretation' },
    });
    act(() => vi.advanceTimersByTime(10));
    act(() => result.current.skip());
    expect(result.current.shown).toBe('A long interpretation');
    expect(result.current.revealing).toBe(false);
    rerender({ text: 'A long interpretation, continued' });
    expect(result.current.shown).toBe('A long interpretation, continued');
  });

  it('is instant under prefers-reduced-motion', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { result } = renderHook(() => useTypewriter('All at once', READING_SPEED));
    expect(result.current.shown).toBe('All at once');
    matchMedia.mockRestore();
  });

  it('reveals a markdown span whole, never half-open like "(*Well-Lai"', () => {
    const text =
      'A (*Well-Laid* plan), `the code`, [a link](https://example.com/x) and **bold *nested*** end.';
    const { result } = renderHook(() => useTypewriter(text, READING_SPEED));
    const wholeSpans = ['*Well-Laid*', '`the code`', '[a link](https://example.com/x)', '**bold *nested***'];
    const seen: string[] = [];
    while (result.current.revealing) {
      act(() => vi.advanceTimersByTime(10));
      seen.push(result.current.shown);
    }
    expect(result.current.shown).toBe(text);
    for (const shown of seen) {
      // Every span has either not begun or shows whole: no opener without its closer.
      const rest = wholeSpans.reduce((left, span) => left.replace(span, ''), shown);
      expect(rest, shown).not.toMatch(/[*`[]/);
    }
  });

  it('holds back an opener still waiting for its closer while the text streams in', () => {
    const { result, rerender } = renderHook(
      ({ text, complete }) => useTypewriter(text, { ...READING_SPEED, complete }),
      { initialProps: { text: 'Plans (*Well-La', complete: false } },
    );
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.shown).toBe('Plans (');
    rerender({ text: 'Plans (*Well-Laid*) and a * star', complete: false });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.shown).toBe('Plans (*Well-Laid*) and a ');
    // The stream ended: a lone star was only ever a star.
    rerender({ text: 'Plans (*Well-Laid*) and a * star', complete: true });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.shown).toBe('Plans (*Well-Laid*) and a * star');
  });
});
