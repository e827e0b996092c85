import type { SiteContent } from '../../content/types';
import { personInitials } from './initials';
import type { DrawnText } from './typeset/fonts';

/**
 * Every text the images draw, with where it comes from, for the check that a font draws it. Apart
 * from images.ts, which only the drawing thread loads (with Typst and resvg).
 */
export const imageTexts = ({ profile, language }: SiteContent): DrawnText[] =>
  [
    {
      where: 'profile.name',
      text: `${profile.name} ${personInitials(profile.name, language.tag)}`,
    },
    { where: 'profile.title', text: profile.title ?? '' },
    { where: 'profile.tagline', text: profile.tagline ?? '' },
  ].filter(({ text }) => text);
