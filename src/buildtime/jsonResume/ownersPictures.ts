import fs from 'node:fs';
import path from 'node:path';
import { imageSections } from '../../content/declarations';
import { sameEntries } from '../content/sameEntries';
import type { OwnerContent } from '../content/schema';
import { drawnFileKind } from '../documents/placeholderImages';

/** A picture an import kept where it would have drawn, written over or removed one, and why. */
export interface KeptPicture {
  /** Its path under public/. */
  image: string;
  why: string;
}

/** Whether a picture under public/ is there and the owner's own: no import drew it. */
export const isOwnersPicture = (publicDir: string, image: string | undefined): image is string =>
  !!image &&
  fs.existsSync(path.join(publicDir, image)) &&
  !drawnFileKind(path.join(publicDir, image));

/**
 * The imported content with the owner's own pictures kept: each entry that says the same as an
 * entry of the content it replaces (sameEntries.ts) shows that entry's picture where it was the
 * owner's own, and the import draws none for it. With a line for each picture kept, and why.
 */
export function withOwnersPictures<
  Imported extends { content: OwnerContent; images: Record<string, string> },
>(
  imported: Imported,
  earlier: OwnerContent | undefined,
  publicDir: string,
): { imported: Imported; kept: KeptPicture[] } {
  const content = structuredClone(imported.content);
  const kept: KeptPicture[] = [];
  for (const key of imageSections) {
    type Pictured = { id: string; image?: string };
    const earlierEntries = (earlier?.[key] ?? []) as Pictured[];
    const same = sameEntries(key, earlierEntries, content[key] as Pictured[]);
    for (const before of earlierEntries) {
      const now = same.get(before.id);
      if (!now || now.image === before.image || !isOwnersPicture(publicDir, before.image)) continue;
      now.image = before.image;
      kept.push({
        image: before.image,
        why: `your own picture (no import drew it), still that of ${key}[${now.id}], which says the same as ${key}[${before.id}] did`,
      });
    }
  }
  const named = new Set(imageSections.flatMap((key) => content[key].map(({ image }) => image)));
  const images = Object.fromEntries(
    Object.entries(imported.images).filter(
      ([image]) => named.has(image) || image === content.profile.photo,
    ),
  );
  return { imported: { ...imported, content, images }, kept };
}
