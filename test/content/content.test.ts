import fs from 'node:fs';
import path from 'node:path';
import * as content from '../../src/content';
import { validateContent, type SiteContent } from '../../src/content/validateContent';

const publicDir = path.resolve(__dirname, '../../public');
const existsInPublic = (publicPath: string) => fs.existsSync(path.join(publicDir, publicPath));

describe('content', () => {
  it('passes every check the build runs: counts, ids, categories, colours, assets', () => {
    expect(validateContent(content, existsInPublic)).toEqual([]);
  });

  it('has 6 experiences, 3 awards, 2 education entries and 12 projects in both categories', () => {
    expect(content.experience).toHaveLength(6);
    expect(content.awards).toHaveLength(3);
    expect(content.education).toHaveLength(2);
    expect(content.projects).toHaveLength(12);
    expect(new Set(content.projects.map((project) => project.category))).toEqual(
      new Set(['personal', 'forclients']),
    );
  });

  it('colours exactly the two incubation and negotiation roles sky', () => {
    const sky = content.experience.filter((entry) => entry.tagColor === 'sky');
    expect(sky).toHaveLength(2);
    expect(sky.map((entry) => entry.title).join(' ')).toMatch(/incubation/i);
    expect(sky.map((entry) => entry.title).join(' ')).toMatch(/negotiation/i);
  });

  it('ships a real PDF resume', () => {
    const pdf = fs.readFileSync(path.join(publicDir, content.profile.resumePath));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('validateContent', () => {
  const broken = (change: (copy: SiteContent) => void): string[] => {
    const copy = JSON.parse(JSON.stringify(content)) as SiteContent;
    change(copy);
    return validateContent(copy, existsInPublic);
  };

  it('names the entry and field of an empty required field', () => {
    expect(broken((c) => (c.experience[1]!.company = ''))).toEqual([
      'experience[1] (harborline-robotics): field "company" must be a non-empty string',
    ]);
  });

  it('reports a wrong category and a wrong tag colour', () => {
    const problems = broken((c) => {
      (c.projects[0] as { category: string }).category = 'hobby';
      (c.experience[0] as { tagColor: string }).tagColor = 'blue';
    });
    expect(problems).toContain(
      'experience[0] (lumenfold-ai): field "tagColor" must be one of green, sky, violet, amber, rose, slate',
    );
    expect(problems).toContain(
      'projects[0] (docudesk): field "category" must be one of personal, forclients',
    );
  });

  it('reports duplicate ids and unitsListIds', () => {
    const problems = broken((c) => {
      c.projects[3]!.id = c.projects[2]!.id;
      c.education[1]!.unitsListId = c.education[0]!.unitsListId;
    });
    expect(problems).toContain('projects[3]: duplicate id "harvestcast"');
    expect(problems).toContain('education[1]: duplicate unitsListId "units-bachelor-cs"');
  });

  it('reports an asset that is not under public/', () => {
    expect(broken((c) => (c.awards[2]!.image = 'images/awards/missing.svg'))).toEqual([
      'awards[2] (smart-tech-2024): field "image" points to public/images/awards/missing.svg, which does not exist',
    ]);
  });

  it('reports a wrong number of entries', () => {
    expect(broken((c) => c.projects.pop())).toEqual(['projects: expected 12 entries, found 11']);
  });
});
