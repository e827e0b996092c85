import { Component, type ReactNode } from 'react';
import words from './words.json';

/**
 * What a part of the editor that fails to draw leaves: the line saying so, and Try again, while
 * the draft, held above it (and in the tab, keptDraft.ts), stays as it was.
 */
export class FormBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="problem">
        <p>{words.formFailed.replace('{error}', error.message)}</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          {words.tryAgain}
        </button>
      </div>
    );
  }
}
