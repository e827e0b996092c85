import { pageDataId, type PageData } from '../../content/pageData';
import type { SiteContent } from '../../content/types';
import type { Palette } from '../../../styles/palette';
import { headScripts } from './headScripts';
import {
  contentSecurityPolicy,
  referrerPolicy,
  type PolicySources,
} from '../siteFiles/securityHeaders';
import { profileLinks } from '../../components/profileLinks';
import { profileSlots } from '../../content/profileNetworks';
import { networkMarkSprite } from './networkMarks';
import { escapeHtml, headTags, type PageAddress } from '../siteFiles/siteFiles';

export interface PageDocumentOptions {
  content: SiteContent;
  address: PageAddress;
  /** The bundle's entry files, in order, as the page links them. */
  scripts: string[];
  /** The bundle's stylesheets: inlined in production (no request before first paint), linked in development (hot reload). */
  stylesheets: { href: string; css: string }[];
  /** Production pages are prerendered and carry a CSP; development pages render in the browser. */
  production: boolean;
  /** The favicon, which the page carries inline. */
  faviconSvg: string;
  /** The look's colours, for the browser's theme-color. */
  palette: Palette;
  /** The page as HTML (src/buildtime/pages/prerender.tsx), for a production page. */
  prerendered: string;
  /** What a production page's scripts read of its content, which it carries as JSON. */
  scriptData: PageData | null;
  /** The origin the contact form posts to; null when this build cannot send. */
  contactFormSendsTo: string | null;
  /** The origin analytics hits go to; null when nothing is counted. */
  analyticsSendsTo: string | null;
}

/**
 * index.html, and what its Content-Security-Policy allows (for the `_headers` file). The inline
 * scripts are whole tags written here: the CSP hashes cover their exact text, which nothing
 * after this may touch.
 */
export function pageDocument(options: PageDocumentOptions): {
  html: string;
  policySources: PolicySources | null;
} {
  const inline = headScripts(options.scripts);
  // Development needs eval source maps and the live-reload socket, which a CSP blocks.
  const policySources = options.production
    ? {
        inlineScripts: [inline.theme, inline.earlyInput, inline.loader],
        inlineStyles: options.stylesheets.map(({ css }) => css),
        contactFormSendsTo: options.contactFormSendsTo,
        analyticsSendsTo: options.analyticsSendsTo,
      }
    : null;
  const policy = policySources && contentSecurityPolicy(policySources);
  const html = `<!doctype html>
<html lang="${escapeHtml(options.content.language.tag)}" dir="${options.content.language.dir}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />${
      policy ? `\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />` : ''
    }
    <meta name="referrer" content="${referrerPolicy}" />
    <meta name="color-scheme" content="light dark" />
    ${headTags(options.content, options.address, options.faviconSvg, options.palette)}
    <script>${inline.theme}</script>
    <script>${inline.earlyInput}</script>
    ${
      // Loaded after the first paint, which only a prerendered (production) page has.
      options.production
        ? `<script>${inline.loader}</script>`
        : options.scripts.map((src) => `<script defer src="${src}"></script>`).join('\n    ')
    }
    ${options.stylesheets
      .map(({ href, css }) =>
        options.production ? `<style>${css}</style>` : `<link rel="stylesheet" href="${href}" />`,
      )
      .join('\n    ')}
  </head>
  <body>
    ${networkMarkSprite(profileLinks(options.content.profile, profileSlots).map((link) => link.mark))}
    <div id="root">${options.production ? options.prerendered : ''}</div>${
      options.scriptData ? `\n    ${pageDataBlock(options.scriptData)}` : ''
    }
  </body>
</html>
`;
  return { html, policySources };
}

/**
 * The page's data as a JSON block, which the browser never runs (so the Content-Security-Policy
 * needs no hash for it). Every `<` is escaped, so no text of the content can end the block.
 */
export const pageDataBlock = (data: PageData) =>
  `<script type="application/json" id="${pageDataId}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
