import type { ReactNode } from 'react';
import { markId, type NetworkMark } from '../content/profileNetworks';

export type IconName =
  'code' | 'network' | 'video' | 'link' | 'mail' | 'download' | 'demo' | 'chevron' | 'sun' | 'moon';

const paths: Record<IconName, ReactNode> = {
  code: <path d="M8 7 3 12l5 5M16 7l5 5-5 5M14 4l-4 16" />,
  network: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10v7M8 7v.01M12 17v-7m0 3a3 3 0 0 1 6 0v4" />
    </>
  ),
  video: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  link: (
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  download: <path d="M12 3v12m-5-5 5 5 5-5M4 21h16" />,
  demo: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  chevron: <path d="m6 9 6 6 6-6" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  moon: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />,
};

/** Icons that point along the line, which a right-to-left page mirrors. */
const pointsAlongLine = new Set<IconName>(['demo']);

/** A decorative line icon; the control that holds it carries the accessible name. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const classes = ['icon', pointsAlongLine.has(name) && 'icon--points', className];
  return (
    <svg
      className={classes.filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}

/**
 * A network's own mark, from the sprite the build puts at the top of the page
 * (src/buildtime/pages/networkMarks.ts); decorative like the icons.
 */
export function NetworkMarkIcon({ mark }: { mark: NetworkMark }) {
  return (
    <svg
      className="icon icon--mark"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`#${markId(mark)}`} />
    </svg>
  );
}
