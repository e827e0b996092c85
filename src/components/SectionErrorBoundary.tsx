import { Component, type ErrorInfo, type ReactNode } from 'react';
import { words } from '../content';

interface SectionErrorBoundaryProps {
  /** The section's heading, to name it in the console. */
  title: string;
  children: ReactNode;
}

/**
 * Keeps one broken section from taking the page down: a short note takes the place of its
 * content, and the rest of the page and the contact dialog keep working.
 */
export class SectionErrorBoundary extends Component<
  SectionErrorBoundaryProps,
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`The ${this.props.title} section could not be shown`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <p>{words.sectionFailed}</p>;
  }
}
