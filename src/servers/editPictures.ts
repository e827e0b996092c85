import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { imagesOf } from '../buildtime/content/contentCheck';
import type { OwnerContentFile } from '../buildtime/content/schema';
import { publicDirOf } from '../buildtime/settings/projectPaths';
import { checkPicture } from './pictureFiles';

/** Each picture a content names, as a path under its public folder (images/…). */
export const picturesNamedBy = (content: unknown): string[] => {
  try {
    return imagesOf(content as OwnerContentFile)
      .map((image) => image.path)
      .filter((each): each is string => typeof each === 'string');
  } catch {
    return [];
  }
};

/**
 * The pictures `npm run edit` is given for the content file `file`. A chosen picture waits in a
 * folder of this editor's own, outside the owner's, and the preview shows it from there; only
 * a save of content naming it copies it under the public folder the build and the checks read
 * (publicDirOf), so Undo, or leaving without saving, leaves nothing behind.
 */
export function editorPictures(file: string) {
  const waitingDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-edit-pictures-'));
  /** Each waiting picture, by the path the content names it by (images/…). */
  const waiting = new Map<string, string>();
  /** The pictures a save left unnamed, which the owner may have removed. */
  const offered = new Set<string>();
  const ownPublic = path.join(path.dirname(file), 'public');

  return {
    /**
     * A picture chosen from the owner's machine, checked (pictureFiles.ts) and put to wait, by its
     * own name made safe and free both in the public folder and among those waiting; its path as
     * the content names it, or the line saying why it is not taken.
     */
    choose(name: string, bytes: Buffer): { path: string } | { problem: string } {
      const checked = checkPicture(path.basename(name), bytes);
      if ('problem' in checked) return checked;
      const base = path.parse(path.basename(name)).name.replace(/[^\p{L}\p{N}._-]+/gu, '-');
      const safe = base.replace(/^[.-]+/, '') || 'picture';
      const taken = (at: string) =>
        waiting.has(at) || fs.existsSync(path.join(publicDirOf(file), at));
      let chosen = `images/${safe}${checked.extension}`;
      for (let count = 2; taken(chosen); count += 1)
        chosen = `images/${safe}-${count}${checked.extension}`;
      const kept = path.join(waitingDir, `${waiting.size}${checked.extension}`);
      fs.writeFileSync(kept, bytes);
      waiting.set(chosen, kept);
      return { path: chosen };
    },

    /** The waiting picture the content names by `at`, for the preview and the checks. */
    waitingFile: (at: string) => waiting.get(at),

    /**
     * Before content naming `named` is written: each waiting picture it names copied under the
     * owner's public folder. Where that folder is not there yet (the build reads the template's
     * sample pictures), the pictures the content names from there come along, so that the one
     * folder the build then reads holds every one.
     */
    publish(named: string[]) {
      const toCopy = named.filter((at) => waiting.has(at));
      if (toCopy.length === 0) return;
      const readFrom = publicDirOf(file);
      if (readFrom !== ownPublic)
        for (const at of named.filter((each) => !waiting.has(each))) {
          const from = path.join(readFrom, at);
          if (!fs.existsSync(from)) continue;
          fs.mkdirSync(path.dirname(path.join(ownPublic, at)), { recursive: true });
          fs.copyFileSync(from, path.join(ownPublic, at), fs.constants.COPYFILE_EXCL);
        }
      for (const at of toCopy) {
        fs.mkdirSync(path.dirname(path.join(ownPublic, at)), { recursive: true });
        fs.copyFileSync(waiting.get(at)!, path.join(ownPublic, at), fs.constants.COPYFILE_EXCL);
        waiting.delete(at);
      }
    },

    /**
     * After a save: the pictures under the owner's public folder that the content named before
     * and names no more (replaced, or their entry removed), offered to the owner to delete.
     */
    leftUnnamed(before: string[], after: string[]) {
      const unnamed = before.filter(
        (at) =>
          !after.includes(at) &&
          publicDirOf(file) === ownPublic &&
          fs.existsSync(path.join(ownPublic, at)),
      );
      for (const at of unnamed) offered.add(at);
      return [...new Set(unnamed)];
    },

    /** Deletes a picture a save offered, unless the content names it again; whether it did. */
    remove(at: string, namedNow: string[]): boolean {
      if (!offered.has(at) || namedNow.includes(at)) return false;
      offered.delete(at);
      fs.rmSync(path.join(ownPublic, at), { force: true });
      return true;
    },

    /** Stopped: the pictures never saved go with the folder they waited in. */
    close: () => fs.rmSync(waitingDir, { recursive: true, force: true }),
  };
}
