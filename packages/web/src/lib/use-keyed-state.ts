import { useState } from 'react';

/**
 * State that belongs to one key: it starts from `initial` and starts over whenever the key changes,
 * even when it changes back to an earlier key (so a value chosen for A is not brought back by A → B → A).
 * The reset happens during render, as React recommends for state derived from props, so no stale value
 * is ever drawn or requested.
 */
export function useKeyedState<T>(key: string, initial: T): readonly [T, (next: T) => void] {
  const [state, setState] = useState<{ key: string; value: T } | null>(null);
  if (state !== null && state.key !== key) setState(null);
  const value = state !== null && state.key === key ? state.value : initial;
  return [value, (next: T) => setState({ key, value: next })] as const;
}
