import { useEffect, useState } from 'react';

/**
 * Whether a sliding panel shows open. A menu that loads on its first opening appears already open:
 * with no closed state drawn before it, its transition never plays. It is drawn closed once and
 * opened two frames later (the first frame may come before the closed state is painted).
 */
export function useSlideIn(open: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setDrawn(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return open && drawn;
}
