import { Fragment, type ReactNode } from 'react';
import { splitAtValues } from '../i18n/words';

/**
 * A catalog text with its `{name}` marks filled in. Each value is isolated (<bdi>), so a Latin
 * name or a number inside right-to-left words, or the reverse, keeps its own direction.
 */
export function Message({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  return splitAtValues(text).map((part, index) =>
    index % 2 === 0 ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <bdi key={index}>{values[part] ?? `{${part}}`}</bdi>
    ),
  );
}
