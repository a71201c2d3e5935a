import { useEffect, useRef, useState } from 'react';

/**
 * A form that closes gives focus back to the button that opened it. `opener(key)` is that button's ref;
 * `returnFocusTo(key)` focuses it after the render that removed the form.
 */
export function useFocusReturn() {
  const openers = useRef(new Map<string, HTMLButtonElement>());
  const [refocus, setRefocus] = useState<string | null>(null);
  useEffect(() => {
    if (refocus === null) return;
    openers.current.get(refocus)?.focus();
    setRefocus(null);
  }, [refocus]);
  const opener = (key: string) => (button: HTMLButtonElement | null) => {
    if (button) openers.current.set(key, button);
    else openers.current.delete(key);
  };
  return { opener, returnFocusTo: setRefocus };
}
