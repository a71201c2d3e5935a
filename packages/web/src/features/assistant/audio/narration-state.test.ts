import type { NarrationChunk } from '@cardology/contract/narration';
import { describe, expect, it } from 'vitest';
import {
  holdsText,
  IDLE,
  type NarrationAction,
  type NarrationState,
  narrationReducer,
} from './narration-state';

const chunks = [{ index: 0 } as NarrationChunk];
const run = (...actions: NarrationAction[]) => actions.reduce<NarrationState>(narrationReducer, IDLE);

describe('narrationReducer', () => {
  it('goes preparing (chunks of total) → loading → ready, holding the text until ready', () => {
    const preparing = run(
      { type: 'prepare' },
      { type: 'start', total: 3 },
      { type: 'chunk' },
      { type: 'chunk' },
    );
    expect(preparing).toEqual({ phase: 'preparing', received: 2, total: 3 });
    expect(holdsText(preparing)).toBe(true);
    const loading = narrationReducer(preparing, { type: 'prepared', chunks });
    expect(loading).toEqual({ phase: 'loading', chunks });
    expect(holdsText(loading)).toBe(true);
    const ready = narrationReducer(loading, { type: 'loaded' });
    expect(ready).toEqual({ phase: 'ready', chunks });
    expect(holdsText(ready)).toBe(false);
  });

  it('fails from any running phase and shows the text; reset (the toggle off) goes back to idle', () => {
    const failed = run({ type: 'prepare' }, { type: 'fail' });
    expect(failed).toEqual({ phase: 'failed' });
    expect(holdsText(failed)).toBe(false);
    expect(
      run({ type: 'prepare' }, { type: 'prepared', chunks }, { type: 'loaded' }, { type: 'reset' }),
    ).toBe(IDLE);
    // A late event from a stopped narration changes nothing.
    expect(run({ type: 'chunk' }, { type: 'loaded' }, { type: 'fail' })).toBe(IDLE);
  });
});
