import { useEffect, useState } from 'react';

/** The time now, renewed at each new minute: clocks shown to the minute need no more. */
export function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), 60_000 - (Date.now() % 60_000) + 50);
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}
