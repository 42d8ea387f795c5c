import { useEffect, useState } from 'react';
import { ODD_FLASH_MS } from '@bet/shared';

/** The direction of the last change while its arrow shows (3 seconds after `at`), else 0. */
export function useFlash(dir: -1 | 0 | 1 | undefined, at: number | undefined): -1 | 0 | 1 {
  const [, tick] = useState(0);
  const left = at ? ODD_FLASH_MS - (Date.now() - at) : 0;
  const showing = !!dir && left > 0;
  useEffect(() => {
    if (!showing) return;
    const t = setTimeout(() => tick((n) => n + 1), left);
    return () => clearTimeout(t);
  }, [showing, left, at]);
  return showing ? (dir ?? 0) : 0;
}
