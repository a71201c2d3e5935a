import type { Result } from '@cardology/engine/result';
import { type FormEvent, useState } from 'react';

/** The part of a TanStack mutation a lookup form drives. */
interface Lookup<Input> {
  reset: () => void;
  mutate: (input: Input) => void;
}

/**
 * docs/product.md §4 Lookups: each submit starts clean (no old result, no old error), validates on the client
 * with the product's messages, and only then asks the server. Returns the validation message to show.
 */
export function useLookupSubmit<Input>(lookup: Lookup<Input>, validate: () => Result<Input>) {
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    lookup.reset();
    const input = validate();
    setInvalid(input.ok ? null : input.error);
    if (input.ok) lookup.mutate(input.value);
  };
  return { invalid, submit };
}
