import { palette } from '../../styles/palette';
import type { SiteContent } from '../content/validateContent';
import { escapeHtml } from './siteFiles';

/** The link-preview card as a page to photograph: name, title and tagline in the dark theme. */
export function socialCardHtml({ profile }: SiteContent): string {
  const { bg, text, muted, accent } = palette.dark;
  return `<!doctype html><html><body style="margin:0">
  <div style="box-sizing:border-box;width:1200px;height:630px;padding:72px 88px;display:flex;
    flex-direction:column;justify-content:center;gap:28px;background:${bg};
    color:${text};font-family:'DejaVu Sans',system-ui,sans-serif;border-left:24px solid ${accent}">
    <div style="font-size:30px;letter-spacing:.08em;text-transform:uppercase;color:${accent}">
      ${escapeHtml(profile.title)}</div>
    <div style="font-size:96px;font-weight:700;line-height:1.05">${escapeHtml(profile.name)}</div>
    <div style="font-size:36px;line-height:1.4;color:${muted};max-width:980px">
      ${escapeHtml(profile.tagline)}</div>
  </div></body></html>`;
}

/** An app icon as a page to photograph: the favicon edge to edge on the accent colour. */
export function iconHtml(faviconSvg: Buffer, size: number): string {
  return `<!doctype html><html><body style="margin:0;background:${palette.light.accent}">
  <img src="data:image/svg+xml;base64,${faviconSvg.toString('base64')}" width="${size}" height="${size}"
    style="display:block"></body></html>`;
}
