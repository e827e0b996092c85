/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { postingRequirements } from '../../../../src/buildtime/applications/matching/requirements';
import { matchedBy, readerOf } from '../../../../src/buildtime/applications/matching/matches';
import {
  matchWithOwnersSkills,
  readOwnersSkills,
} from '../../../../src/buildtime/applications/matching/ownersSkills';
import {
  matchOwnersSkills,
  skillsVersion,
} from '../../../../src/buildtime/applications/matching/skillNames';
import { applicationIds } from '../../../../src/buildtime/applications/applicationFile';
import { writeFileTree } from '../../../support/fileTree';

/** Whether an owner's text matches every requirement of a posting. */
const matches = (posting: string, text: string) => {
  const requirements = postingRequirements(posting, 'en', { terms: [], texts: [] });
  return (
    requirements.length > 0 &&
    matchedBy(requirements, [readerOf('en')(text)]).size === requirements.length
  );
};
const folderWith = (skills: unknown) =>
  writeFileTree({ 'skills.json': JSON.stringify(skills), 'nordlys.json': '{}' });

afterEach(() => matchOwnersSkills([]));

describe('the owner’s own skills, in applications/skills.json', () => {
  const skills = [
    { name: 'Nordlys Query Language', aliases: ['NQL'], implies: ['SQL'] },
    { name: 'postgresql', aliases: ['PGSQL'] },
  ];

  it('adds names, other names and families, and other names to a known skill', () => {
    const read = readOwnersSkills(folderWith(skills));
    if ('problems' in read) throw new Error(read.problems.join('\n'));
    expect(matches('- NQL', 'Wrote the Nordlys Query Language')).toBe(false);
    expect(matches('- PostgreSQL', 'Ran PGSQL')).toBe(false);
    matchOwnersSkills(read.skills);
    expect(matches('- NQL', 'Wrote the Nordlys Query Language')).toBe(true);
    expect(matches('- SQL', 'Wrote NQL')).toBe(true);
    expect(matches('- NQL', 'Wrote SQL')).toBe(false);
    expect(matches('- PostgreSQL', 'Ran PGSQL')).toBe(true);
    expect(matches('- Postgres', 'Ran PostgreSQL')).toBe(true);
  });

  it('is no application', () => {
    expect(applicationIds(folderWith(skills))).toEqual(['nordlys']);
  });

  it('names the entry, the field and the fix in one line for each mistake', () => {
    const read = readOwnersSkills(
      folderWith([{ name: 'NQL', implies: ['Nordlys SQL'] }, { aliases: ['x'] }, 'Kafka']),
    );
    expect('problems' in read && read.problems).toEqual([
      expect.stringMatching(/skills\.json.*1.*"NQL".*implies.*"Nordlys SQL"/),
      expect.stringMatching(/skills\.json.*2.*name/),
      expect.stringMatching(/skills\.json.*3.*name/),
    ]);
    expect('problems' in read && read.problems.every((line) => !line.includes('\n'))).toBe(true);
  });

  it('reads nothing where there is no such file', () => {
    expect(readOwnersSkills(writeFileTree({ 'nordlys.json': '{}' }))).toEqual({ skills: [] });
  });
});

describe('the owner’s skills read before each match (npm run edit draws at each keystroke)', () => {
  const nql = [{ name: 'Nordlys Query Language', aliases: ['NQL'] }];

  it('leaves the skills, and what is worked out from them, as they are while skills.json is unchanged', () => {
    const folder = folderWith(nql);
    expect(matchWithOwnersSkills(folder)).toEqual([]);
    const version = skillsVersion();
    expect(matchWithOwnersSkills(folder)).toEqual([]);
    expect(skillsVersion()).toBe(version);
    expect(matches('- NQL', 'Wrote the Nordlys Query Language')).toBe(true);
  });

  it('sees skills.json changed, made or removed since', () => {
    const folder = folderWith(nql);
    const file = path.join(folder, 'skills.json');
    matchWithOwnersSkills(folder);
    // Of the same length and time as before (a coarse clock, a copy keeping times): only its
    // text tells.
    const { mtime } = fs.statSync(file);
    fs.writeFileSync(file, JSON.stringify([{ name: 'Nordlys Query Dialects', aliases: ['NQD'] }]));
    fs.utimesSync(file, mtime, mtime);
    matchWithOwnersSkills(folder);
    expect(matches('- NQD', 'Wrote the Nordlys Query Dialects')).toBe(true);
    expect(matches('- NQL', 'Wrote the Nordlys Query Language')).toBe(false);
    fs.rmSync(file);
    matchWithOwnersSkills(folder);
    expect(matches('- NQD', 'Wrote the Nordlys Query Dialects')).toBe(false);
    fs.writeFileSync(file, JSON.stringify(nql));
    matchWithOwnersSkills(folder);
    expect(matches('- NQL', 'Wrote the Nordlys Query Language')).toBe(true);
  });

  it('reads skills.json again after the skills were set otherwise', () => {
    const folder = folderWith(nql);
    matchWithOwnersSkills(folder);
    matchOwnersSkills([]);
    matchWithOwnersSkills(folder);
    expect(matches('- NQL', 'Wrote the Nordlys Query Language')).toBe(true);
  });
});
