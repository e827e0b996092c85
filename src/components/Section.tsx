import type { ReactNode } from 'react';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { useRevealOnce } from '../lib/useRevealOnce';

/** A section of the page, as the page and its navigation know it. */
export interface PageSection {
  id: string;
  title: string;
  /** False when the content has nothing for it: the section and its link are left out. */
  shown: boolean;
}

interface SectionProps {
  section: PageSection;
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
