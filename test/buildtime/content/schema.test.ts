/** @jest-environment node */
import { imageSections, sectionKeys } from '../../../src/content/declarations';
import { findContentProblems } from '../../../src/buildtime/content/schema';
import samplePortfolio from '../../../src/content/sample.json';
import { cornerShapes, typefaces } from '../../../styles/looks';
import { resumeLayouts } from '../../../src/content/constants';
import { analyticsProviders } from '../../../src/lib/analytics/providers';
import { checkedByCodeCases } from '../../support/checkedByCode';

/** Names as the messages list them: 'a, b, or c'. */
const either = (names: readonly string[]) =>
  new Intl.ListFormat('en', { type: 'disjunction' }).format(names);

type Editable = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The problems of a copy of the fixture after `change`. */
const problemsAfter = (change: (copy: Editable) => void): string[] => {
  const copy = structuredClone(samplePortfolio) as Editable;
  change(copy);
  return findContentProblems(copy);
};

describe('the content schema', () => {
  it('accepts any number of entries, none at all included', () => {
    expect(
      problemsAfter((c) => {
        c.experience.push({ ...c.experience[0], id: 'seventh-job' });
        c.awards = [];
        c.education.splice(1);
        c.projects.splice(3);
      }),
    ).toEqual([]);
  });

  it('accepts skill groups of any name, with or without a colour', () => {
    expect(
      problemsAfter((c) => {
        c.about.skillGroups = [
          { name: 'Cloud', skills: ['AWS'] },
          { name: 'Data', color: 'rose', skills: ['dbt'] },
        ];
      }),
    ).toEqual([]);
  });

  it('names an unknown or repeated section in the order, and lists the sections', () => {
    expect(
      problemsAfter((c) => {
        c.sectionOrder = ['projects', 'blog'];
      }),
    ).toEqual([
      `sectionOrder[1]: holds "blog", which is no section: name one of ${sectionKeys.join(', ')}`,
    ]);
    expect(
      problemsAfter((c) => {
        c.sectionOrder = ['projects', 'about', 'projects'];
      }),
    ).toEqual(['sectionOrder[2]: names projects a second time']);
  });

  it('takes a style of any CSS colour and the named choices', () => {
    for (const accent of [
      '#ff0',
      'rgb(255 0 128)',
      'hsl(50 100% 50%)',
      'oklch(0.7 0.35 330)',
      'teal',
    ])
      expect(
        problemsAfter((c) => {
          c.style = { accent, font: 'old-style', corners: 'round', neutral: 'warm' };
        }),
      ).toEqual([]);
  });

  it.each(checkedByCodeCases)(
    '$field: takes $value or refuses it, as the JSON Schema does',
    ({ at, value, taken }) => {
      const problems = problemsAfter((c) => {
        const parent = at.slice(0, -1).reduce((object, step) => (object[step] ??= {}), c);
        parent[at.at(-1)!] = value;
      });
      expect({ value, taken: problems.length === 0 }).toEqual({ value, taken });
    },
  );

  it('names a style field that holds what it does not accept, with what it accepts', () => {
    expect(
      problemsAfter((c) => {
        c.style = { accent: 'bluish', font: 'comic', corners: 'wavy' };
      }),
    ).toEqual([
      'style: field "accent" holds "bluish", which is no CSS colour: give a hex colour (#0f766e), rgb(), hsl(), oklch() or a colour name such as teal',
      `style: field "font" holds "comic", which is no typeface: name one of ${either(Object.keys(typefaces))}`,
      `style: field "corners" holds "wavy", which is no corner shape: name one of ${either(Object.keys(cornerShapes))}`,
    ]);
  });

  it('takes the résumé’s layout, length, paper, photo and the entries it leaves out or keeps', () => {
    for (const layout of resumeLayouts)
      expect(
        problemsAfter((c) => {
          c.resume = {
            layout,
            pages: 1,
            paper: 'a4',
            photo: false,
            leaveOut: [c.projects[0].id],
            keep: [c.experience[0].id, c.education[0].id],
          };
        }),
      ).toEqual([]);
  });

  it('names a résumé setting it cannot take, with the fix', () => {
    const problems = problemsAfter((c) => {
      c.resume = {
        layout: 'fancy',
        pages: 0,
        paper: 'legal',
        leaveOut: ['no-such-entry', c.projects[0].id],
        keep: [c.projects[0].id],
      };
    });
    expect(problems).toEqual([
      `resume: field "layout" holds "fancy", which is no résumé layout: name one of ${either(resumeLayouts)}`,
      'resume: field "pages" must be at least 1',
      `resume: field "paper" holds "legal", which is no paper size: name one of ${either(['a4', 'letter'])}`,
    ]);
    const ids = problemsAfter((c) => {
      c.resume = { leaveOut: ['no-such-entry', c.projects[0].id], keep: [c.projects[0].id] };
    });
    expect(ids).toEqual([
      'resume: field "leaveOut[0]" names "no-such-entry", which is no entry\'s id: give the id of an entry of any section',
      `resume: field "keep[0]" names "${samplePortfolio.projects[0]!.id}", which leaveOut names too: keep it in one of them`,
    ]);
  });

  it('takes analytics from each provider, at its hosted origin, a self-hosted one or the stand-in', () => {
    for (const analytics of [
      { provider: 'plausible', site: 'example.com' },
      { provider: 'umami', site: 'a1b2', origin: 'https://stats.example.com' },
      { provider: 'goatcounter', origin: 'https://mycode.goatcounter.com' },
      { provider: 'goatcounter', origin: 'http://127.0.0.1:4179' },
    ])
      expect(problemsAfter((c) => (c.analytics = analytics))).toEqual([]);
  });

  it('names the analytics field that is wrong, and the fix', () => {
    const problemsOf = (analytics: object) => problemsAfter((c) => (c.analytics = analytics));
    expect(problemsOf({ provider: 'matomo', site: 'x' })).toEqual([
      `analytics: field "provider" holds "matomo", which is no analytics provider: name one of ${either(Object.keys(analyticsProviders))}`,
    ]);
    expect(problemsOf({ provider: 'plausible' })).toEqual([
      'analytics: field "site" is missing: plausible needs the id it gives the site (its domain, such as example.com)',
    ]);
    expect(problemsOf({ provider: 'goatcounter' })).toEqual([
      'analytics: field "origin" is missing: goatcounter has no default, so give the site’s own, such as https://mycode.goatcounter.com',
    ]);
    for (const origin of ['http://stats.example.com', 'ftp://stats.example.com', 'stats'])
      expect(problemsOf({ provider: 'umami', site: 'a1b2', origin })).toEqual([
        'analytics: field "origin" must be an https: address, such as https://plausible.example.com',
      ]);
  });

  it('takes the sources an owner reads from: a GitHub user or chosen repositories, feeds, a post count', () => {
    for (const github of [
      'octocat',
      'rowan-adeyemi',
      { user: 'octocat', repositories: ['hello.world', 'acme-labs/tool'] },
    ])
      expect(
        problemsAfter((c) => {
          c.sources = { github, feeds: ['https://dev.to/feed/octocat'], posts: 5 };
        }),
      ).toEqual([]);
  });

  it('names a source field that holds what it does not accept', () => {
    const problems = problemsAfter((c) => {
      c.sources = { github: '-not a name', feeds: ['dev.to/feed'], posts: 0 };
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^sources: field "github" .*GitHub user name/);
    expect(problems[1]).toMatch(/^sources: field "feeds\[0\]" .*http\(s\) address/);
    expect(problems[2]).toMatch(/^sources: field "posts" .*at least 1/);
    expect(
      problemsAfter((c) => {
        c.sources = { github: { user: 'octocat', repositories: ['acme/tool/extra'] } };
      }),
    ).toEqual([expect.stringMatching(/^sources: field "github.repositories\[0\]" .*acme\/tool/)]);
  });

  it('names a reference without its text, and the fix', () => {
    expect(
      problemsAfter((c) => {
        c.references = [{ id: 'a-colleague', name: 'A colleague' }];
      }),
    ).toEqual([
      'references[0] (a-colleague): field "reference" is missing: add it, or remove the entry',
    ]);
  });

  it('takes an entry with no picture in every section whose entries may have one', () => {
    expect(imageSections.length).toBeGreaterThan(0);
    expect(
      problemsAfter((c) => {
        for (const key of imageSections) {
          const entries = c[key] as { image?: string; alt?: string }[];
          delete entries[0]!.image;
          delete entries[0]!.alt;
        }
      }),
    ).toEqual([]);
  });

  it('names an entry with nothing to head it, and the fix: the page makes up no heading', () => {
    expect(
      problemsAfter((c) => {
        c.awards = [{ id: 'a-prize', image: 'images/a.svg', date: '2020', tags: [] }];
        c.experience[0] = { ...c.experience[0], company: undefined, title: undefined };
      }),
    ).toEqual([
      `experience[0] (${samplePortfolio.experience[0]!.id}): field "company" is missing: give company or title to head the entry, or remove the entry`,
      'awards[0] (a-prize): field "title" is missing: give title or organiser to head the entry, or remove the entry',
    ]);
  });

  it('names the entry, its id and the field of an empty or missing value', () => {
    expect(
      problemsAfter((c) => {
        c.experience[1].company = ' ';
        delete c.projects[0].title;
      }),
    ).toEqual([
      `experience[1] (${samplePortfolio.experience[1]!.id}): field "company" must not be empty`,
      `projects[0] (${samplePortfolio.projects[0]!.id}): field "title" is missing: add it, or remove the entry`,
    ]);
  });

  it('lists the allowed values of a wrong category or colour', () => {
    const problems = problemsAfter((c) => {
      c.projects[0].category = 'hobby';
      c.experience[0].tagColor = 'blue';
    });
    expect(problems).toContain(
      `experience[0] (${samplePortfolio.experience[0]!.id}): field "tagColor" must be one of green, sky, violet, amber, rose, slate`,
    );
    expect(problems).toContain(
      `projects[0] (${samplePortfolio.projects[0]!.id}): field "category" must be one of personal, forclients, employer, opensource`,
    );
  });

  it('refuses a repeated id, an unknown field, a URL where a public path belongs', () => {
    const problems = problemsAfter((c) => {
      c.projects[3].id = c.projects[2].id;
      c.awards[0].organizer = 'typo';
      c.profile.photo = 'https://example.com/me.jpg';
    });
    expect(problems).toEqual([
      'profile: field "photo" must be a path under public/, such as images/logo.svg (not a URL or an absolute path)',
      `awards[0] (${samplePortfolio.awards[0]!.id}): has unknown field "organizer": did you mean "organiser"?`,
      `projects[3] (${samplePortfolio.projects[2]!.id}): field "id" repeats the id of entry 2`,
    ]);
  });

  it('names a misspelt field with the field it most likely meant, wherever it is', () => {
    const problems = problemsAfter((c) => {
      c.sectionOrdr = ['about'];
      c.projects[0].categry = c.projects[0].category;
      delete c.projects[0].category;
      c.style = { acent: '#0f766e', Font: 'monospace' };
      c.profile.location = { cty: 'Lagos', shoeSize: 44 };
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'the content: has unknown field "sectionOrdr": did you mean "sectionOrder"?',
        `projects[0] (${samplePortfolio.projects[0]!.id}): has unknown field "categry": did you mean "category"?`,
        'style: has unknown fields "acent" (did you mean "accent"?), "Font" (did you mean "font"?)',
        'profile: field "location" has unknown fields "cty" (did you mean "city"?), "shoeSize"',
      ]),
    );
  });

  it('refuses a project link that is not a web address, and a bad email', () => {
    const problems = problemsAfter((c) => {
      c.projects[0].links[0].href = 'github.com/me';
      c.profile.email = 'me at example';
    });
    expect(problems).toEqual([
      'profile: field "email" must be an email address',
      `projects[0] (${samplePortfolio.projects[0]!.id}): field "links[0].href" must be a full http(s) address, such as https://example.com`,
    ]);
  });
});
