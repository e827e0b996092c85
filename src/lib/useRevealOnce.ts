import { useEffect, useRef } from 'react';

/** Share of the section (or of the viewport, for sections taller than it) that must show. */
const revealShare = 0.2;

/**
 * Slides a section in the first time 20% of it is visible. Content that is already on screen,
 * or any content when motion is reduced or IntersectionObserver is missing, is never hidden.
 */
export function useRevealOnce<T extends HTMLElement>() {
  const ref = useRef<T>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;

    element.dataset.reveal = 'pending';
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        const visibleEnough =
          entry.intersectionRatio >= revealShare ||
          entry.intersectionRect.height >= revealShare * window.innerHeight;
        if (!visibleEnough) return;
        element.dataset.reveal = 'shown';
        observer.disconnect();
      },
      { threshold: [0, 0.05, 0.1, 0.15, revealShare] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return ref;
}
