import fs from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { palette } from '../../styles/palette';
import type { SiteContent } from '../content/types';
import { generatedFiles } from '../lib/generatedFiles';
import { initials } from './monogram';

type SatoriFont = Parameters<typeof satori>[1]['fonts'][number];

/** Inter (WOFF, which satori reads), in the subsets that cover most names in the world. */
function loadFonts(): SatoriFont[] {
  const subsets = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'vietnamese'];
  return ([400, 700] as const).flatMap((weight) =>
    subsets.map((subset) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: fs.readFileSync(
        require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
      ),
    })),
  );
}

/** The drawing's whole area, as a flex box in the font every drawing uses. */
const canvas = { width: '100%', height: '100%', display: 'flex', fontFamily: 'Inter' } as const;

const png = (svg: string, width: number) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();

/** The 1200×630 link-preview card: title, name and tagline on the dark theme's colours. */
function socialCard({ profile }: SiteContent) {
  const { bg, text, muted, accent } = palette.dark;
  return (
    <div
      style={{
        ...canvas,
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '72px 88px',
        gap: 28,
        background: bg,
        color: text,
        borderLeft: `24px solid ${accent}`,
      }}
    >
      <div style={{ fontSize: 30, letterSpacing: 2.4, textTransform: 'uppercase', color: accent }}>
        {profile.title}
      </div>
      <div style={{ fontSize: 92, fontWeight: 700, lineHeight: 1.05 }}>{profile.name}</div>
      <div style={{ fontSize: 36, lineHeight: 1.4, color: muted, maxWidth: 980 }}>
        {profile.tagline}
      </div>
    </div>
  );
}

/**
 * The owner's initials on the accent colour, drawn as shapes so no browser needs the font. The
 * app icons go edge to edge: systems round their corners themselves.
 */
function monogramIcon({ profile }: SiteContent, cornerRadius: number) {
  return (
    <div
      style={{
        ...canvas,
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: cornerRadius,
        background: palette.light.accent,
        color: palette.light['on-accent'],
        fontSize: 28,
        fontWeight: 700,
      }}
    >
      {initials(profile.name)}
    </div>
  );
}

/**
 * The images the build draws from the content: the bitmap icons and the social card as files,
 * and the SVG favicon as text for the page to carry inline (a favicon file is a request the
 * browser makes while the page loads, racing its first paint).
 */
export async function drawImages(
  content: SiteContent,
): Promise<{ files: Record<string, Buffer>; faviconSvg: string }> {
  const fonts = loadFonts();
  const { socialCard: card } = generatedFiles;
  const icon = (cornerRadius: number) =>
    satori(monogramIcon(content, cornerRadius), { width: 64, height: 64, fonts });
  const squareIcon = await icon(0);
  const cardSvg = await satori(socialCard(content), {
    width: card.width,
    height: card.height,
    fonts,
  });
  return {
    files: {
      [card.path]: png(cardSvg, card.width),
      ...Object.fromEntries(
        generatedFiles.icons.map(({ path, size }) => [path, png(squareIcon, size)]),
      ),
    },
    faviconSvg: await icon(14),
  };
}
