import type { ReactNode } from 'react';
import type { ShownSection } from '../content';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { useRevealOnce } from '../lib/useRevealOnce';

interface SectionProps {
  section: ShownSection;
  children: ReactNode;
}

/**
 * A page section with its h2, labelled by that heading and revealed once on scroll. Content that
 * fails to render is replaced by a short note under the heading.
 */
export function Section({ section: { id, title }, children }: SectionProps) {
  const ref = useRevealOnce<HTMLElement>();
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="section" aria-labelledby={headingId} ref={ref}>
      <h2 id={headingId} className="section__title">
        {title}
      </h2>
      <SectionErrorBoundary title={title}>{children}</SectionErrorBoundary>
    </section>
  );
}
