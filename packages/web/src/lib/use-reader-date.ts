import { useEffect, useState } from 'react';
import { todayIso } from './dates';

/** Milliseconds from `now` to just past the browser's next local midnight. */
export function msToNextMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight.getTime() - now.getTime() + 1_000;
}

/**
 * The reader's today ('YYYY-MM-DD', the browser's own date), changing at their midnight and when the page
 * comes back into view (a timer sleeps with the laptop). Day-dependent queries put it in their key, so a
 * new day asks the server again instead of showing yesterday's answer (docs/decisions/036-the-readers-today.md).
 */
export function useReaderDate(): string {
  const [date, setDate] = useState(() => todayIso());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const refresh = () => {
      setDate(todayIso());
      clearTimeout(timer);
      timer = setTimeout(refresh, msToNextMidnight(new Date()));
    };
    timer = setTimeout(refresh, msToNextMidnight(new Date()));
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, []);
  return date;
}
