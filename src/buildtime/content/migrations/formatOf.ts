import { format2ProfileLinks } from './format2to3';
import { isObject, type JsonObject } from '../../../lib/json';

/**
 * The last format whose files may not say theirs: from this one on, the import and
 * `npm run content:migrate` write "format", so the shapes below never need to tell a newer one.
 */
const lastUnsaidFormat = 3;

/**
 * The format of content that does not say it, from its shape, the same way every time: without
 * `language` (required from format 2 on) it is format 1; with any of the profile's links of
 * format 2 (`codeHosting`, `professionalNetwork`, `videoChannel`, `otherProfiles`) format 2;
 * else format 3. Content that is none of them whole still goes through the later steps, and the
 * check then names what is left.
 */
function formatByShape(content: JsonObject): number {
  if (!('language' in content)) return 1;
  const { profile } = content;
  if (isObject(profile) && format2ProfileLinks.some((field) => field in profile)) return 2;
  return lastUnsaidFormat;
}

/** The format content is written in: its "format", else the one its shape shows. */
export function formatOf(
  content: JsonObject,
  readable: number,
): { format: number; said: boolean } | { problem: string } {
  if (!('format' in content)) return { format: formatByShape(content), said: false };
  const { format } = content;
  if (typeof format !== 'number' || !Number.isInteger(format) || format < 1)
    return { problem: `format: must be a whole number from 1 to ${readable}` };
  if (format > readable)
    return {
      problem:
        `format: the content is written in format ${format}, newer than this template reads ` +
        `(up to ${readable}): upgrade the template with npm run upgrade`,
    };
  return { format, said: true };
}
