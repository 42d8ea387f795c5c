import { useEffect } from 'react';

/** The body's custom property the slip page's notice stands on (betslip.css). */
export const NOTICE_CLEARANCE = '--slip-foot-clear';

/**
 * Keeps the page's notices clear of `element` (the slip page's sticky foot with the create button):
 * the distance from the viewport's bottom to the element's top edge is measured and written to a
 * body custom property, again whenever the element's or the page's size, the viewport or the scroll changes, so
 * the notice stays above it at every width, text length and direction. The property leaves with the
 * element (or while it is out of view), and the notice falls back to its place above the footer.
 */
export function useNoticeClearance(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element || typeof window === 'undefined') return;
    const style = document.body.style;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const { top, bottom } = element.getBoundingClientRect();
      const height = window.innerHeight;
      if (bottom <= 0 || top >= height) style.removeProperty(NOTICE_CLEARANCE);
      else style.setProperty(NOTICE_CLEARANCE, `${Math.ceil(height - top)}px`);
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const resized = new ResizeObserver(later);
    // the foot's own size, and the page around it: content above a foot that is not stuck moves it
    resized.observe(element);
    if (element.parentElement) resized.observe(element.parentElement);
    resized.observe(document.body);
    window.addEventListener('resize', later);
    window.addEventListener('scroll', later, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('resize', later);
      window.removeEventListener('scroll', later);
      style.removeProperty(NOTICE_CLEARANCE);
    };
  }, [element]);
}
