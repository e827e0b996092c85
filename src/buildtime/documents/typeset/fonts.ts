import fs from 'node:fs';
import path from 'node:path';
import type { Drawing } from '../../../../styles/looks';
import { fontCharacters } from './cmap';

/**
 * The fonts the build draws with (resume.pdf, the link card, the icons), one npm package each,
 * in the order Typst falls back through them. Noto Sans comes with the project, and Almarai and
 * Noto Sans Hebrew for the browser suite's right-to-left owner (Arabic, Persian, Hebrew); the
 * others come in when the content needs their script
 * (`npm run content:import` adds them), so an owner who writes in Latin letters needs no other.
 */
interface FontPackage {
  /** The family name inside the font files, as Typst asks for it. */
  family: string;
  /** The npm package, and the version range the import adds. */
  name: string;
  version: string;
  /** The regular and the bold file, inside the package. */
  files: [string, string];
  /** The scripts it is the font for (Unicode script names). */
  scripts: string[];
  /** For Han characters: the languages whose forms it draws (Chinese, Japanese and Korean differ). */
  hanFor?: (tag: Intl.Locale) => boolean;
}

const expoFiles = (family: string): [string, string] => {
  const stem = family.replace(/ /g, '');
  return [`400Regular/${stem}_400Regular.ttf`, `700Bold/${stem}_700Bold.ttf`];
};

const font = (
  family: string,
  version: string,
  scripts: string[],
  hanFor?: FontPackage['hanFor'],
): FontPackage => ({
  family,
  name: `@expo-google-fonts/${family.toLowerCase().replace(/ /g, '-')}`,
  version,
  files: expoFiles(family),
  scripts,
  hanFor,
});

const isTraditionalChinese = (locale: Intl.Locale) =>
  locale.language === 'zh' && locale.maximize().script === 'Hant';

/**
 * The font of Latin, Cyrillic and Greek letters for each kind of typeface a style may choose
 * (styles/looks.ts). Noto Sans comes with the project; the serif and the monospace come in when
 * the style asks for them.
 */
export const latinFonts: Record<Drawing, FontPackage> = {
  sans: font('Noto Sans', '~0.4.2', ['Latin', 'Cyrillic', 'Greek']),
  serif: font('Noto Serif', '~0.4.2', ['Latin', 'Cyrillic', 'Greek']),
  mono: font('Noto Sans Mono', '~0.4.2', ['Latin', 'Cyrillic', 'Greek']),
};

export const fontPackages: FontPackage[] = [
  ...Object.values(latinFonts),
  // Chosen by what PDF readers give back (pdftotext, 145 words of an Arabic resume): Almarai
  // 133, IBM Plex Sans Arabic 113 (its required ligatures come back reversed), Noto Sans Arabic
  // 27 (its dots are glyphs of their own, read as extra letters). Almarai also has the Persian
  // and Urdu letters. The 12 it misses are lam-alef and marks such as shadda, which readers
  // put back in the wrong order whatever the font.
  font('Almarai', '~0.4.1', ['Arabic']),
  font('Noto Sans Hebrew', '~0.4.1', ['Hebrew']),
  font('Noto Sans Devanagari', '~0.4.1', ['Devanagari']),
  font('Noto Sans Bengali', '~0.4.4', ['Bengali']),
  font('Noto Sans Tamil', '~0.4.3', ['Tamil']),
  font('Noto Sans Thai', '~0.4.2', ['Thai']),
  font('Noto Sans Georgian', '~0.4.3', ['Georgian']),
  font('Noto Sans Armenian', '~0.4.2', ['Armenian']),
  font(
    'Noto Sans JP',
    '~0.4.3',
    ['Han', 'Hiragana', 'Katakana'],
    (locale) => locale.language === 'ja',
  ),
  font('Noto Sans KR', '~0.4.3', ['Han', 'Hangul'], (locale) => locale.language === 'ko'),
  font('Noto Sans TC', '~0.4.3', ['Han', 'Bopomofo'], isTraditionalChinese),
  // Simplified Chinese forms, for Han in any other language.
  font(
    'Noto Sans SC',
    '~0.4.3',
    ['Han'],
    (locale) => !['ja', 'ko'].includes(locale.language) && !isTraditionalChinese(locale),
  ),
];

/** A font package that is installed, with its files and the characters it draws. */
export interface InstalledFont {
  font: FontPackage;
  files: string[];
  characters: Set<number>;
}

const installedFonts = new Map<FontPackage, InstalledFont>();

/**
 * A font package as installed, or null when it is not. Each is read once per build; one not
 * found is looked for again, because the import installs what is missing and then looks again.
 */
export function installed(fontPackage: FontPackage): InstalledFont | null {
  const found = installedFonts.get(fontPackage) ?? readInstalled(fontPackage);
  if (found) installedFonts.set(fontPackage, found);
  return found;
}

function readInstalled(fontPackage: FontPackage): InstalledFont | null {
  let root: string;
  try {
    root = path.dirname(require.resolve(`${fontPackage.name}/package.json`));
  } catch {
    return null;
  }
  const files = fontPackage.files.map((file) => path.join(root, file));
  return { font: fontPackage, files, characters: fontCharacters(fs.readFileSync(files[0]!)) };
}

/**
 * The fonts for a language and typeface, in the order Typst tries them: the typeface's Latin
 * font first (Latin, digits and punctuation), then for Han the font of the language's own forms,
 * then the rest, Noto Sans among them.
 */
function fontsFor(tag: string, drawing: Drawing): FontPackage[] {
  const locale = new Intl.Locale(tag);
  const latin = latinFonts[drawing];
  const ownHan = fontPackages.find((candidate) => candidate.hanFor?.(locale));
  const others = Object.values(latinFonts).filter(
    (face) => face !== latin && face !== latinFonts.sans,
  );
  const rest = fontPackages.filter((candidate) => ![latin, ownHan, ...others].includes(candidate));
  return [latin, ...(ownHan ? [ownHan] : []), ...rest];
}

/** A text the build will draw, and where it comes from, to name it in a message. */
export interface DrawnText {
  where: string;
  text: string;
}

/** Characters that need no glyph: spaces, line breaks and invisible format marks. */
const needsNoGlyph = /[\p{White_Space}\p{Cc}\p{Cf}]/u;

/**
 * The script a character is drawn in, of those the fonts are for. By its script extensions, so
 * punctuation shared by a few scripts ("。", "،") goes with them; digits and the like, with none.
 */
function scriptOf(character: string): string | undefined {
  return scriptPatterns().find(({ pattern }) => pattern.test(character))?.script;
}
let patterns: { script: string; pattern: RegExp }[] | undefined;
const scriptPatterns = () =>
  (patterns ??= fontPackages
    .flatMap(({ scripts }) => scripts)
    .map((script) => ({ script, pattern: new RegExp(`\\p{Script_Extensions=${script}}`, 'u') })));

/** The first few of a set, and how many more, to name in one line. */
function listed(items: Set<string>, shown: number, quote = false): string {
  const all = [...items].map((item) => (quote ? `"${item}"` : item));
  const more = all.length - shown;
  return all.slice(0, shown).join(', ') + (more > 0 ? ` and ${more} more` : '');
}

/**
 * The installed fonts that draw these texts in this language, or the problems: one line per
 * font package to install (with the script, some of its letters and where they are), and one
 * per character no font the build knows draws. The build stops on those rather than draw boxes.
 */
export function chooseFonts(
  tag: string,
  texts: DrawnText[],
  {
    drawing = 'sans',
    load = installed,
  }: {
    /** The kind of typeface the style chose. */
    drawing?: Drawing;
    load?: (fontPackage: FontPackage) => InstalledFont | null;
  } = {},
):
  | { fonts: InstalledFont[] }
  | {
      problems: string[];
      /** The packages that draw the letters no installed font has, to install. */
      missingPackages: FontPackage[];
    } {
  const plan = fontsFor(tag, drawing);
  const loaded = plan.map(load).filter((entry) => entry !== null);
  const missing = new Map<
    FontPackage,
    { script: string; letters: Set<string>; where: Set<string> }
  >();
  const undrawable: string[] = [];
  const seen = new Set<string>();
  for (const { where, text } of texts) {
    for (const character of new Set(text)) {
      if (needsNoGlyph.test(character)) continue;
      const code = character.codePointAt(0)!;
      const script = scriptOf(character);
      // The language's own font for its script: Han in a Japanese resume is drawn by Noto Sans JP
      // even where Noto Sans SC, also installed, has the character.
      const ownFont = script && plan.find((candidate) => candidate.scripts.includes(script));
      const ownFontMissing = ownFont && !loaded.some(({ font }) => font === ownFont);
      if (ownFont && ownFontMissing) {
        const entry = missing.get(ownFont) ?? {
          script: script!,
          letters: new Set(),
          where: new Set(),
        };
        entry.letters.add(character);
        entry.where.add(where);
        missing.set(ownFont, entry);
      } else if (!loaded.some(({ characters }) => characters.has(code)) && !seen.has(character)) {
        seen.add(character);
        undrawable.push(
          `"${character}" (U+${code.toString(16).toUpperCase().padStart(4, '0')}) in ${where}: ` +
            'no font the build knows draws it; write it another way or remove it.',
        );
      }
    }
  }
  const problems = [
    ...[...missing].map(([font, { script, letters, where }]) => {
      const install = `npm install --save-dev ${font.name}@${font.version}`;
      return font === latinFonts[drawing] && drawing !== 'sans'
        ? `style.font asks for a ${drawing} typeface, which resume.pdf, the card and the icons ` +
            `draw in ${font.family}, and it is not installed: ${install}`
        : `${script} letters (${listed(letters, 5, true)}) in ${listed(where, 3)}, and no ` +
            `installed font draws them: ${install}`;
    }),
    ...undrawable,
  ];
  if (problems.length > 0) return { problems, missingPackages: [...missing.keys()] };
  // Typst draws a letter with the first font that has it: a font whose letters the fonts before
  // it all draw would only cost its reading (Almarai and Noto Sans Hebrew have Latin letters).
  const undrawn = new Set(
    texts.flatMap(({ text }) => [...text].map((character) => character.codePointAt(0)!)),
  );
  return {
    fonts: loaded.filter(({ characters }) => {
      const draws = [...undrawn].filter((code) => characters.has(code));
      for (const code of draws) undrawn.delete(code);
      return draws.length > 0;
    }),
  };
}
