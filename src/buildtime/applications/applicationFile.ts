/**
 * An application: `applications/<id>.json`, the owner's and never published (the folder is
 * git-ignored, and the build reads nothing in it). It tailors the résumé for one employer, and
 * holds the letter that goes with it; `npm run apply -- <id>` writes both as PDFs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readJsonFile } from '../content/jsonLocation';
import { applicationStates } from '../../content/constants';
import {
  choice,
  entry,
  findSchemaProblems,
  languageTag,
  list,
  resumeSettings,
  schemaLine,
  text,
} from '../content/schema';
import { matchWithOwnersSkills, ownersSkillsFile } from './matching/ownersSkills';

const day = text.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a day such as 2026-11-25' });

export const applicationSchema = entry({
  ...schemaLine,
  language: languageTag
    .meta({
      description:
        'The language of both documents: one of your site’s (a translation’s tag, such as "de"). Your content’s own unless told.',
    })
    .optional(),
  posting: text
    .meta({
      description:
        'The job ad, as pasted: the résumé keeps what meets its requirements first, and npm run apply reports which it covers.',
    })
    .optional(),
  postingFile: text
    .meta({
      description:
        'The job ad in a text file beside this one, instead of posting. Example: "nordvik-posting.txt".',
    })
    .optional(),
  phone: z
    .boolean({ error: 'must be true or false' })
    .meta({
      description:
        'Whether both documents show your phone number (they do when your content has one, unless false). It is never published.',
      default: true,
    })
    .optional(),
  resume: resumeSettings
    .extend({
      tags: list(text)
        .meta({
          description:
            'More requirements besides the posting’s: entries carrying or naming one count as meeting it. Example: ["Kafka", "Python"].',
        })
        .optional(),
      title: text
        .meta({
          description: 'The title under your name, for this résumé only. Example: "Data Engineer".',
        })
        .optional(),
      summary: text
        .meta({
          description:
            'About, for this résumé only: what this employer should read first. The résumé then leaves out your tagline.',
        })
        .optional(),
    })
    .meta({
      description: 'The résumé for this application; your site’s résumé settings unless told.',
    })
    .optional(),
  letter: entry({
    to: list(text).min(1, { error: 'must name the recipient' }).meta({
      description: 'The recipient, a line each. Example: ["Hiring team", "Nordvik Data Oy"].',
    }),
    date: day
      .meta({ description: 'The letter’s date, written out in its language. Today unless told.' })
      .optional(),
    countryCode: text
      .regex(/^[A-Za-z]{2}$/, { error: 'must be a country’s two letters, such as FI' })
      .meta({
        description:
          'The employer’s country (ISO 3166-1 alpha-2). An English letter is dated day first ("27 November 2026") unless its country or yours writes the month first (US: "November 27, 2026"). Example: "FI".',
      })
      .optional(),
    subject: text.meta({ description: 'What the letter is about. Example: "Lead Data Engineer".' }),
    greeting: text.meta({ description: 'Example: "Dear hiring team,".' }),
    body: list(text)
      .min(1, { error: 'must have a paragraph' })
      .meta({ description: 'The letter’s paragraphs, one text each.' }),
    closing: text.meta({ description: 'Example: "Kind regards,". Your name follows it.' }),
  })
    .meta({ description: 'A one-page cover letter in your résumé’s look.' })
    .optional(),
  status: list(
    entry({
      state: choice(applicationStates, 'state of an application').meta({
        description: 'draft, sent, interview, offer, declined or withdrawn.',
      }),
      date: day.meta({ description: 'The day it came to this state. Example: "2026-11-25".' }),
    }),
  )
    .meta({
      description:
        'Where the application stands, each change with its day, the latest last: draft, sent, interview, offer, declined or withdrawn. npm run apply -- <id> --status sent adds one dated today; a draft until told.',
    })
    .optional(),
  next: entry({
    step: text.meta({ description: 'What to do next. Example: "Call Anna Virtanen back".' }),
    date: day.meta({ description: 'By when. Example: "2026-12-01".' }).optional(),
  })
    .meta({
      description:
        'The next step and its day: the applications are listed by it, the soonest first.',
    })
    .optional(),
});
export type Application = z.infer<typeof applicationSchema>;

/** The application ids in a folder: each `<id>.json`, by name. */
export const applicationIds = (folder: string): string[] =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((name) => name.endsWith('.json') && name !== ownersSkillsFile)
        .map((name) => name.slice(0, -'.json'.length))
        .sort()
    : [];

/**
 * The application `id` in `folder`, checked, with the owner's own skills beside it in use
 * (matching/ownersSkills.ts); or one line per problem, each naming the field.
 */
export function readApplication(
  folder: string,
  id: string,
): { application: Application; file: string } | { problems: string[] } {
  const known = applicationIds(folder);
  const ids = known.length > 0 ? `there are ${known.join(', ')}` : 'there is none yet';
  // An id is a file's name in the folder, so nothing outside it is read, nor written beside it.
  if (!id || path.basename(id) !== id || id.startsWith('.'))
    return {
      problems: [
        `"${id}" is not an application's id: an id is the name of a file in ${path.relative(process.cwd(), folder) || '.'}/ without .json (${ids})`,
      ],
    };
  const file = path.join(folder, `${id}.json`);
  if (!known.includes(id))
    return {
      problems: [
        `there is no application "${id}" (${ids}): write ${path.relative(process.cwd(), file)} (README, "Applying for a job")`,
      ],
    };
  const read = readJsonFile(file);
  if ('problem' in read) return { problems: [read.problem] };
  const problems = findSchemaProblems(applicationSchema, read.raw, read.locate);
  if (problems.length > 0) return { problems };
  const application = read.raw as Application;
  const posting = postingOf(folder, application);
  if ('problem' in posting) return { problems: [posting.problem] };
  const skillProblems = matchWithOwnersSkills(folder);
  if (skillProblems.length > 0) return { problems: skillProblems };
  return { application: { ...application, ...posting }, file };
}

/** The posting's text: as given, or read from `postingFile`, a file in the applications folder. */
export function postingOf(
  folder: string,
  { posting, postingFile }: Application,
): { posting?: string } | { problem: string } {
  if (posting !== undefined && postingFile !== undefined)
    return { problem: 'posting and postingFile: give one of them, not both' };
  if (postingFile === undefined) return posting === undefined ? {} : { posting };
  const file = path.resolve(folder, postingFile);
  const inside = path.relative(path.resolve(folder), file);
  if (inside.startsWith('..') || path.isAbsolute(inside))
    return {
      problem: `postingFile: "${postingFile}" is outside the applications folder: put the posting's text file beside the application`,
    };
  if (!fs.existsSync(file))
    return {
      problem: `postingFile: there is no ${path.relative(process.cwd(), file)}: save the posting's text there, or give it as posting`,
    };
  return { posting: fs.readFileSync(file, 'utf8') };
}
