import { postingRequirements } from '../../../../src/buildtime/applications/matching/requirements';
import { matchedBy, readerOf } from '../../../../src/buildtime/applications/matching/matches';
import handKept from '../../../../src/buildtime/applications/matching/knownSkills.json';
import fromDevicon from '../../../../src/buildtime/applications/matching/skillsFromDevicon.json';
import fromLinguist from '../../../../src/buildtime/applications/matching/skillsFromLinguist.json';

const nothingOwned = { terms: [], texts: [] };
const requirementsOf = (posting: string, tag = 'en') =>
  postingRequirements(posting, tag, nothingOwned).map(({ text }) => text);
/** Whether an owner's text matches every requirement of a posting. */
const matches = (posting: string, text: string, tag = 'en') => {
  const requirements = postingRequirements(posting, tag, nothingOwned);
  expect(requirements.length).toBeGreaterThan(0);
  return matchedBy(requirements, [readerOf(tag)(text)]).size === requirements.length;
};
const formsOf = (skill: { name: string; aliases?: string[] }) =>
  [skill.name, ...(skill.aliases ?? [])].map((form) => form.toLowerCase());

describe('skill names kept as data from a public source', () => {
  it('says where its names come from, and has none the hand-kept list has', () => {
    expect(fromLinguist).toMatchObject({
      source: expect.stringContaining('linguist-languages'),
      licence: 'MIT',
      version: expect.any(String),
      generated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const kept = new Set(handKept.flatMap(formsOf));
    expect(fromLinguist.skills.flatMap(formsOf).filter((form) => kept.has(form))).toEqual([]);
  });

  it('finds names the hand-kept list lacks, by any of their names', () => {
    expect(requirementsOf('- Fortran, Common Lisp, Verilog and Objective-C')).toEqual([
      'Fortran',
      'Common Lisp',
      'Verilog',
      'Objective-C',
    ]);
    expect(matches('- objc and elisp', 'Objective-C, Emacs Lisp')).toBe(true);
    expect(matches('- VB.NET', 'Visual Basic .NET')).toBe(true);
  });

  it('answers a language’s family by it, from the source’s groups', () => {
    expect(matches('- TypeScript', 'Components in TSX')).toBe(true);
    expect(matches('- TSX', 'Components in TypeScript')).toBe(false);
  });

  it('asks nothing of plain English or German prose', () => {
    const english = [
      'We make things that ring true. Our red shell of a studio in Cairo is clean and cool,',
      'and the next factor is just less noise: move fast, rake the leaves, grace under pressure.',
      'Every crystal, every mercury drop and every ruby in the pawn shop tells a legend.',
    ].join(' ');
    const german = [
      'Wir sind ein kleines Team mit Sinn für Logos, Verse und jede Sage aus dem Norden.',
      'Das Pony steht neben dem Ring, und ein Genie macht daraus eine Geschichte.',
    ].join(' ');
    expect(requirementsOf(english)).toEqual([]);
    expect(requirementsOf(german, 'de')).toEqual([]);
  });
});

describe('tools, frameworks and databases kept as data from a public source', () => {
  it('says where its names come from, and has none an earlier list has', () => {
    expect(fromDevicon).toMatchObject({
      source: expect.stringMatching(/devicon.*simple-icons/),
      licence: expect.stringMatching(/MIT.*CC0/),
      version: expect.any(String),
      generated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const earlier = new Set([...handKept, ...fromLinguist.skills].flatMap(formsOf));
    expect(fromDevicon.skills.flatMap(formsOf).filter((form) => earlier.has(form))).toEqual([]);
  });

  it('lists a tool only the source knows as a requirement, matched by any of its names', () => {
    expect(
      requirementsOf('- Quarkus, Eclipse Vert.x and Microsoft SQL Server\n- Nuxt or Three.js'),
    ).toEqual(['Quarkus', 'Eclipse Vert.x', 'Microsoft SQL Server', 'Nuxt or Three.js']);
    expect(
      matches('- Microsoft SQL Server and Three.js', 'MSSQL procedures; a threejs viewer'),
    ).toBe(true);
    expect(matches('- UML and IntelliJ IDEA', 'Unified Modelling Language in IntelliJ')).toBe(true);
  });

  it('answers a framework or platform by a tool the source files under it', () => {
    expect(matches('- Laravel, Vue.js and Kubernetes', 'Livewire, Nuxt and K3s')).toBe(true);
    expect(matches('- Livewire', 'Laravel')).toBe(false);
  });

  it('asks nothing of prose whose words name tools, and only a tool’s full name', () => {
    expect(
      requirementsOf(
        [
          'Our ghost kitchen keeps a vault of poetry and sketches, a realm of sanity and notions:',
          'the consul and the nomad packer ride a bamboo atom with mocha. Astro leads the team.',
        ].join(' '),
      ),
    ).toEqual([]);
    expect(requirementsOf('- HashiCorp Vault; no vault of secrets')).toContain('HashiCorp Vault');
    expect(requirementsOf('- HashiCorp Vault; no vault of secrets')).not.toContain('vault');
  });
});

describe('names made of ordinary words', () => {
  it('counts two ordinary words as a tool only as the tool writes them', () => {
    expect(
      requirementsOf('We read the docs, wear a red hat, see a new relic and watch a cloud run.'),
    ).toEqual([]);
    expect(requirementsOf('- Red Hat, Cloud Run and New Relic')).toEqual([
      'Red Hat',
      'Cloud Run',
      'New Relic',
    ]);
  });
});
