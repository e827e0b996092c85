import { useEffect, useRef } from 'react';
import { oncePerFrame } from './oncePerFrame';

/** Share of the section (or of the window, for sections taller than it) that must show. */
const revealShare = 0.2;

/**
 * Slides a section in the first time 20% of it (or of the window) is visible, or as soon as
 * keyboard focus moves into it: a focused control is never invisible. Content that is already
 * on screen, or any content when motion is reduced or IntersectionObserver is missing, is never
 * hidden.
 */
export function useRevealOnce<T extends HTMLElement>() {
  const ref = useRef<T>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;

    element.dataset.reveal = 'pending';
    const reveal = () => {
      element.dataset.reveal = 'shown';
      stop();
    };
    const check = oncePerFrame(() => {
      const { top, bottom, height } = element.getBoundingClientRect();
      const visibleHeight = Math.min(bottom, window.innerHeight) - Math.max(top, 0);
      if (visibleHeight >= revealShare * Math.min(height, window.innerHeight)) reveal();
    });
    // The observer only says when the section is in the window; while it is, every scroll is
    // measured. Observer thresholds alone miss a tall section: its ratio can rest between two.
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        window.addEventListener('scroll', check.schedule, { passive: true });
        check.schedule();
      } else {
        window.removeEventListener('scroll', check.schedule);
      }
    });
    const stop = () => {
      observer.disconnect();
      window.removeEventListener('scroll', check.schedule);
      element.removeEventListener('focusin', reveal);
      check.cancel();
    };
    observer.observe(element);
    element.addEventListener('focusin', reveal);
    return stop;
  }, []);

  return ref;
}
