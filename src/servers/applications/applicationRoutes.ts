/**
 * `npm run edit`'s applications (src/editor/applications/): the owner's `applications/<id>.json`
 * listed, one loaded, a new one started from a posting, a draft checked and drawn as `npm run
 * apply` draws it (the requirements, what covers each, both PDFs), and Save, which writes the file in
 * place as content saves do and the PDFs, Word files and text where `npm run apply` writes them. An application is
 * chosen by its id, a file's name in the folder, never by a path from the request.
 */
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import {
  applicationIds,
  applicationSchema,
  postingOf,
  type Application,
} from '../../buildtime/applications/applicationFile';
import { drawApplication } from '../../buildtime/applications/drawApplication';
import { matchWithOwnersSkills } from '../../buildtime/applications/matching/ownersSkills';
import { catalogTagFor } from '../../buildtime/content/languages';
import { createFileAtomically, writeFileAtomically } from '../../buildtime/atomicFiles';
import { saveContent, versionOf, type ContentSaved } from '../../buildtime/content/contentSave';
import { findSchemaIssues } from '../../buildtime/content/schema';
import { schemaLineFor } from '../../buildtime/content/jsonSchema';
import { readSitePages, type SitePage } from '../../buildtime/content/sitePages';
import type { Json } from '../../lib/json';
import { uniqueId } from '../../lib/entryId';
import { listSectionKeys } from '../../content/declarations';
import { entryName } from '../../buildtime/documents/resumeData';
import { letterEvidence, type Evidence } from './letterEvidence';
import type { Requirement } from '../../buildtime/applications/matching/requirements';
import { postingFacts } from './postingFacts';
import {
  byWhatNeedsDoing,
  recordChange,
  standingOf,
  withChange,
} from '../../buildtime/applications/tracker';
import { readApplication } from '../../buildtime/applications/applicationFile';

export const applicationPaths = {
  list: '/api/applications',
  one: '/api/application',
  started: '/api/application/new',
  draft: '/api/application/draft',
  save: '/api/application/save',
  tracker: '/api/application/tracker',
};

/** What a route answers: its status and JSON body. */
export interface RouteAnswer {
  status: number;
  body: unknown;
}

/** An application's problems with its schema, each at the field its path names. */
const schemaIssuesOf = (application: Application) =>
  findSchemaIssues(applicationSchema, application).map(({ path: at, line }) => ({
    path: at.map((step) => step as string | number),
    line,
  }));

const isId = (id: string) => /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u.test(id) && !id.includes('..');

export function applicationRoutes(contentFile: string, folder: string) {
  const shown = (file: string) => path.relative(process.cwd(), file);

  /** The site's page an application is written in: its language's, else the content's own. */
  const pageOf = (language?: string): SitePage | { problem: string } => {
    const read = readSitePages(contentFile);
    if ('broken' in read) return { problem: [read.broken, ...read.problems].join('\n') };
    const tags = read.pages.map((page) => page.content.language.tag);
    const tag = language ? catalogTagFor(language, tags) : tags[0];
    return read.pages.find((page) => page.content.language.tag === tag) ?? read.pages[0]!;
  };

  /** A new application from a posting: its id, its letter begun with what the posting tells. */
  const started = (posting: string, today: string): RouteAnswer => {
    const page = pageOf();
    if ('problem' in page) return { status: 422, body: { problem: page.problem } };
    const { title, company, place } = postingFacts(posting);
    const taken = new Set(applicationIds(folder));
    const id = uniqueId([company, title].filter(Boolean).join(' '), 'application', taken);
    const application: Application = {
      posting,
      letter: {
        to: [company ?? '', ...(place ? [place] : [])],
        date: today,
        subject: title ?? '',
        greeting: page.words.letterGreeting,
        body: [''],
        closing: page.words.letterClosing,
      },
    };
    return { status: 200, body: { id, application } };
  };

  /**
   * The owner's sentences that match the requirements: read again only when the posting, its requirements, the
   * language or the content change, not at each keystroke.
   */
  let lastRead: { key: string; evidence: Evidence[] } | undefined;
  const evidenceFor = (
    posting: string,
    language: string | undefined,
    requirements: Requirement[],
  ) => {
    const key = JSON.stringify([posting, language, requirements, fs.statSync(contentFile).mtimeMs]);
    if (lastRead?.key !== key) {
      const page = pageOf(language);
      lastRead = { key, evidence: 'problem' in page ? [] : letterEvidence(page, requirements) };
    }
    return lastRead.evidence;
  };

  /** The draft as `npm run apply` would draw it, with the requirements and the owner's sentences. */
  const drawn = (id: string, draft: Application) => {
    const issues = schemaIssuesOf(draft);
    if (issues.some(({ path: at }) => at[0] !== 'letter'))
      return { issues, problems: [], requirements: [], evidence: [] };
    const posting = postingOf(folder, draft);
    if ('problem' in posting)
      return { issues, problems: [posting.problem], requirements: [], evidence: [] };
    const skillProblems = matchWithOwnersSkills(folder);
    if (skillProblems.length > 0)
      return { issues, problems: skillProblems, requirements: [], evidence: [] };
    // A letter still being written leaves the résumé drawn beside it.
    const letterDone = !issues.some(({ path: at }) => at[0] === 'letter');
    const application = { ...draft, ...posting, ...(!letterDone && { letter: undefined }) };
    let result = drawApplication(contentFile, application);
    const problems = 'problems' in result ? result.problems : [];
    if ('problems' in result && application.letter)
      result = drawApplication(contentFile, { ...application, letter: undefined });
    if ('problems' in result) return { issues, problems, requirements: [], evidence: [] };
    const { requirements, drawn: shownMatches, whole } = result.match;
    const evidence = evidenceFor(posting.posting ?? '', draft.language, requirements);
    const matching = (matches: typeof whole, index: number) =>
      matches.filter((match) => match.requirements.has(index)).map(({ name }) => name);
    const files = Object.entries(result.files);
    return {
      id,
      issues,
      problems,
      lines: result.lines,
      requirements: requirements.map((requirement, index) => ({
        text: requirement.text,
        kind: requirement.duty ? 'duty' : requirement.liked ? 'niceToHave' : 'required',
        by: matching(shownMatches, index),
        leftOut: matching(whole, index).filter(
          (name) => !matching(shownMatches, index).includes(name),
        ),
      })),
      evidence,
      files: files.map(([name, bytes]) => ({ name, pdf: bytes.toString('base64') })),
      letterDrawn: letterDone && problems.length === 0,
    };
  };

  /**
   * Save, as content saves (contentSave.ts): a draft of an application loaded, its changes merged
   * into the file as it is now (`If-Match`: the version loaded), or a new application's file
   * created only if there is none of its id (`If-None-Match: *`); then the documents of the file's
   * application. Nothing is written when a value was changed on both sides or a check fails.
   */
  const save = async (
    id: string,
    { draft, loaded }: { draft?: Json; loaded?: Json },
    headers: IncomingHttpHeaders,
  ): Promise<RouteAnswer> => {
    const version = headers['if-match'];
    const isNew = headers['if-none-match'] === '*';
    if (draft === undefined || (!isNew && (!version || loaded === undefined || loaded === null)))
      return {
        status: 428,
        body: {
          problem:
            'A save sends { draft, loaded } with If-Match: the version its GET answered, or a new application { draft } with If-None-Match: *.',
        },
      };
    let drawnFiles: Record<string, Buffer> = {};
    let otherFormats = async (): Promise<Record<string, Buffer>> => ({});
    /** The content to be written as `npm run apply` draws it: its problems, else none. */
    const check = (content: Json): (ReturnType<typeof schemaIssuesOf>[number] | string)[] => {
      const application = content as Application;
      const issues = schemaIssuesOf(application);
      if (issues.length > 0) return issues;
      const posting = postingOf(folder, application);
      if ('problem' in posting) return [posting.problem];
      const skillProblems = matchWithOwnersSkills(folder);
      if (skillProblems.length > 0) return skillProblems;
      const result = drawApplication(contentFile, { ...application, ...posting });
      if ('problems' in result) return result.problems;
      drawnFiles = result.files;
      otherFormats = result.otherFormats;
      return [];
    };
    fs.mkdirSync(folder, { recursive: true });
    const file = path.join(folder, `${id}.json`);
    let saved: ContentSaved<ReturnType<typeof check>[number]>;
    if (isNew) {
      const issues = check(draft);
      const text = `${JSON.stringify({ $schema: schemaLineFor('application', file), ...(draft as object) }, null, 2)}\n`;
      if (issues.length > 0) saved = { issues };
      else if (createFileAtomically(file, text))
        saved = { written: true, content: JSON.parse(text) as Json, version: versionOf(text) };
      else
        return {
          status: 412,
          body: {
            problem: `${shown(file)} was made meanwhile (in another tab, or by hand); your draft is still here. Open ${id} from the list to see what it holds.`,
          },
        };
    } else {
      if (!fs.existsSync(file))
        return { status: 404, body: { problem: `There is no ${shown(file)} any more.` } };
      saved = saveContent(file, { draft, loaded: loaded!, version: version! }, { check });
    }
    if ('conflicts' in saved) return { status: 409, body: saved };
    if ('issues' in saved) {
      const [issues, problems] = [
        saved.issues.filter((issue) => typeof issue !== 'string'),
        saved.issues.filter((issue) => typeof issue === 'string'),
      ];
      return {
        status: 422,
        body: issues.length > 0 ? { issues } : { problem: problems.join('\n') },
      };
    }
    const out = path.join(folder, id);
    fs.mkdirSync(out, { recursive: true });
    drawnFiles = { ...drawnFiles, ...(await otherFormats()) };
    for (const [name, bytes] of Object.entries(drawnFiles))
      writeFileAtomically(path.join(out, name), bytes);
    return {
      status: 200,
      body: {
        ...saved,
        files: [file, ...Object.keys(drawnFiles).map((name) => path.join(out, name))].map(shown),
      },
    };
  };

  /** Every application that can be read, by what needs doing next (tracker.ts). */
  const standings = () =>
    byWhatNeedsDoing(
      applicationIds(folder).flatMap((id) => {
        const read = readApplication(folder, id);
        return 'application' in read ? [standingOf(id, read.application)] : [];
      }),
    );

  /** A state reached today, or the next step, written into the file in place, if the file and the change are sound. */
  const track = (id: string, change: Parameters<typeof withChange>[1]): RouteAnswer => {
    const read = readApplication(folder, id);
    if ('problems' in read) return { status: 422, body: { problem: read.problems.join('\n') } };
    const issues = schemaIssuesOf(withChange(read.application, change));
    if (issues.length > 0)
      return { status: 422, body: { problem: issues.map(({ line }) => line).join('\n') } };
    recordChange(folder, id, change);
    return { status: 200, body: { applications: standings() } };
  };

  /** The answer to a request of the applications' paths; undefined for any other path. */
  return async (
    method: string,
    url: URL,
    body: () => Promise<unknown>,
    headers: IncomingHttpHeaders,
  ): Promise<RouteAnswer | undefined> => {
    const route = `${method} ${url.pathname}`;
    const id = url.searchParams.get('id') ?? '';
    if (route === `GET ${applicationPaths.list}`) {
      const page = pageOf();
      return {
        status: 200,
        body: {
          folder: shown(folder),
          applications: standings(),
          // What keep and leaveOut name: every entry of the résumé, by its id.
          entries:
            'problem' in page
              ? []
              : listSectionKeys.flatMap((key) =>
                  page.content.entries[key].map((view) => ({
                    id: view.id,
                    name: entryName(
                      { ...view, details: view.details.map(({ text }) => text) },
                      page.words,
                    ),
                  })),
                ),
        },
      };
    }
    if (route === `POST ${applicationPaths.started}`) {
      const { posting, today } = (await body()) as { posting?: unknown; today?: unknown };
      return started(String(posting ?? ''), String(today ?? new Date().toISOString().slice(0, 10)));
    }
    if (!Object.values(applicationPaths).includes(url.pathname)) return undefined;
    if (!isId(id))
      return {
        status: 404,
        body: {
          problem: `"${id}" is not an application's id: a file's name in ${shown(folder)}/, without .json`,
        },
      };
    if (route === `GET ${applicationPaths.one}`) {
      const file = path.join(folder, `${id}.json`);
      if (!fs.existsSync(file))
        return { status: 404, body: { problem: `There is no ${shown(file)}.` } };
      const text = fs.readFileSync(file, 'utf8');
      return {
        status: 200,
        body: { id, application: JSON.parse(text) as unknown, version: versionOf(text) },
      };
    }
    if (route === `POST ${applicationPaths.draft}`)
      return { status: 200, body: drawn(id, (await body()) as Application) };
    if (route === `POST ${applicationPaths.tracker}`)
      return track(id, (await body()) as Parameters<typeof withChange>[1]);
    if (route === `POST ${applicationPaths.save}`)
      return save(id, (await body()) as { draft?: Json; loaded?: Json }, headers);
    return undefined;
  };
}
