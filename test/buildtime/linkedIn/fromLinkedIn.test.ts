/** @jest-environment node */
import {
  linkedInExports,
  linkedInPrivateValues,
  linkedInResume,
  type LinkedInExport,
} from '../../support/linkedInExports';
import { checkJsonResume } from '../../../src/buildtime/jsonResume/importResume';
import { readExport } from '../../../src/buildtime/linkedIn/exportFiles';
import { fromLinkedIn } from '../../../src/buildtime/linkedIn/fromLinkedIn';
import { zipLimits } from '../../../src/buildtime/zipArchive';
import { writeFileSync } from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { writeFileTree } from '../../support/fileTree';
import { zipFile, type ZipEntry } from '../../support/zipFile';

const both: LinkedInExport[] = ['current', 'older'];

describe("LinkedIn's export as a JSON Resume", () => {
  it.each(both)('%s: gives a resume the official schema accepts, the same every time', (which) => {
    const { resume } = linkedInResume(which);
    expect(checkJsonResume(resume)).toEqual([]);
    expect(JSON.stringify(linkedInResume(which).resume)).toBe(JSON.stringify(resume));
  });

  it('reads the profile: name, headline, summary, place, websites and handle, and the primary address', () => {
    const older = linkedInResume('older').basics;
    expect(older).toMatchObject({
      name: 'Ingrid Valtonen-Osei',
      label: 'Lead Data Engineer | Streaming & data platforms',
      summary:
        'I build data platforms that teams trust. Lately: streaming, cost and data contracts.',
      // 2018's Country column gives the country Geo Location leaves out.
      location: { city: 'Helsinki', countryCode: 'FI' },
      email: 'ingrid@valtonen-osei.example',
      profiles: [
        { url: 'https://valtonen-osei.example/' },
        { url: 'https://blog.valtonen-osei.example/' },
        { network: 'X', username: 'ingrid_vo', url: 'https://x.com/ingrid_vo' },
        // No export has the profile's own address: its place is kept for the owner to fill.
        { network: 'LinkedIn' },
      ],
    });
    const current = linkedInResume('current').basics;
    // Today's brackets, a website without its scheme, a country named in German.
    expect(current.location).toEqual({ city: 'Helsinki', region: 'Uusimaa', countryCode: 'FI' });
    expect(current.profiles).toEqual(older.profiles);
    expect(current.label).toBe('Leitende Dateningenieurin | Streaming & Datenplattformen');
  });

  it('takes the phone number only when the owner asks', () => {
    for (const which of both) {
      expect(linkedInResume(which).basics).not.toHaveProperty('phone');
      expect(linkedInResume(which, { phone: true }).basics.phone).toBe('+358 40 123 4567');
    }
  });

  it('reads every role: dates, an ongoing one, the place, a summary and bullet points', () => {
    const { work = [] } = linkedInResume('older').resume;
    expect(
      work.map((job) => [job.name, job.position, job.location, job.startDate, job.endDate]),
    ).toEqual([
      ['Nordvik Data Oy', 'Lead Data Engineer', 'Helsinki, Uusimaa, Finland', '2023-03', undefined],
      [
        'Nordvik Data Oy',
        'Senior Data Engineer',
        'Helsinki, Uusimaa, Finland',
        '2021-01',
        '2023-02',
      ],
      ['Nordvik Data Oy', 'Data Engineer', 'Tampere, Pirkanmaa, Finland', '2019-08', '2020-12'],
      ['Aalto University', 'Research Assistant', 'Espoo, Finland', '2017', '2019'],
      ['R&D Lab Kide', 'Software Intern', 'Oulu, Finland', '2016-06', '2016-08'],
    ]);
    expect(work[0]).toMatchObject({
      summary: "Lead a team of five building Nordvik's streaming platform.",
      highlights: [
        'Moved 40 pipelines from nightly batches to Kafka streams',
        'Cut the warehouse bill by a third, with dbt models that "build only what changed"',
      ],
    });
    expect(work[1]!.summary).toBe(
      'Built the "single source of truth" for sales, finance and logistics data.',
    );
    expect(work[2]!.highlights).toEqual([
      'Wrote the first ingestion jobs',
      'Set up the data catalogue',
    ]);
    expect(work[4]!.summary).toBe('Built test tooling for sensor firmware.');
  });

  it('reads the other résumé files into their sections, in both header sets', () => {
    for (const which of both) {
      const { sections: resume, catalog } = linkedInResume(which);
      expect(resume.education?.map((school) => [school.startDate, school.endDate])).toEqual([
        ['2017', '2019'],
        ['2014', '2017'],
      ]);
      // LinkedIn does not say where a course was taken: the latest school lists them.
      expect((resume.education?.[0]?.courses as string[])[0]).toMatch(/^CS-E4640: /);
      expect(resume.education?.[1]).not.toHaveProperty('courses');
      expect(resume.skills).toEqual([
        {
          name: catalog.skillsTitle,
          keywords: ['Apache Kafka', 'Python', 'SQL', 'dbt', 'Data Modeling'],
        },
      ]);
      // An empty Url is no trouble.
      expect(resume.certificates).toEqual([
        {
          name: 'Confluent Certified Developer for Apache Kafka',
          issuer: 'Confluent',
          date: '2022-09',
        },
      ]);
      expect(resume.languages?.map((language) => language.fluency)).toEqual([
        catalog.fluencyNative,
        catalog.fluencyFullProfessional,
        catalog.fluencyLimited,
      ]);
      expect(resume.projects?.[0]).toMatchObject({
        url: 'https://github.com/ingrid-vo/tuulivoima',
        startDate: '2022-01',
      });
      expect(resume.awards?.[0]?.date).toBe('2023-04');
      expect(resume.publications?.[0]).toMatchObject({
        releaseDate: '2023-04-03',
        publisher: 'Nordic Data Conference',
        url: 'https://ndc.example/papers/exactly-once',
      });
      expect(resume.volunteer?.[0]).toMatchObject({ startDate: '2022' });
      // Only the recommendation shown on the profile, by the name of who wrote it.
      expect(resume.references?.map((reference) => reference.name)).toEqual(['Mikko Laine']);
      expect(resume.interests).toHaveLength(2);
    }
    // 2018's Honors.csv names who gave the award; today's does not.
    expect(linkedInResume('older').sections.awards?.[0]?.awarder).toBe('Nordic Data Conference');
    expect(linkedInResume('current').sections.awards?.[0]).not.toHaveProperty('awarder');
  });

  it.each(both)('%s: keeps every private value out of the resume', (which) => {
    const text = JSON.stringify(linkedInResume(which, { phone: false }).resume);
    for (const value of linkedInPrivateValues)
      expect({ value, found: text.includes(value) }).toEqual({ value, found: false });
  });

  it.each(both)('%s: says, for each file, what it read or why it left it out', (which) => {
    const { read, lines } = linkedInResume(which);
    const paths = [...read.files.values()].map((file) => file.path).concat(read.others);
    expect(lines.filter((line) => !line.includes(' is no date LinkedIn writes'))).toHaveLength(
      paths.length,
    );
    for (const filePath of paths)
      expect(lines.some((line) => line.startsWith(`${filePath}: `))).toBe(true);
    const lineOf = (name: RegExp) => lines.find((line) => name.test(line))!;
    expect(lineOf(/^Connections\.csv/)).toMatch(/left out as private: .*other people's names/);
    expect(lineOf(/^messages?\.csv|^Messages\.csv/)).toMatch(/left out as private/);
    expect(lineOf(/^Profile\.csv/)).toMatch(
      /left out as private: your birth date, address, zip code/,
    );
    expect(lineOf(/^Phone ?Numbers\.csv/)).toMatch(/left out as private: 1 phone number/);
    expect(lineOf(/^Recommendations[ _]Received\.csv/)).toMatch(/read 1 .*; left out 1 hidden/);
    expect(lineOf(/^Positions\.csv/)).toMatch(/read 5 roles, into Experience/);
    expect(lineOf(/^Profile\.csv/)).toMatch(
      /holds no address of your LinkedIn profile .*"url" in profile\.profiles \(https:\/\/www\.linkedin\.com\/in\//,
    );
  });

  it('names no missing LinkedIn address when a website of the profile is it', () => {
    const folder = writeFileTree({
      'Profile.csv':
        'First Name,Last Name,Websites\nAino,Kallio,[PROFILE:https://www.linkedin.com/in/aino-kallio]\n',
    });
    const read = readExport(folder);
    if (!read || 'problem' in read) throw new Error('not read');
    const { resume, lines } = fromLinkedIn(read, {
      tag: 'en',
      catalog: linkedInResume('older').catalog,
      phone: false,
    });
    expect(resume.basics?.profiles).toEqual([{ url: 'https://www.linkedin.com/in/aino-kallio' }]);
    expect(lines.join('\n')).not.toContain('no address of your LinkedIn profile');
  });

  it.each(both)("%s: shortens LinkedIn's proficiencies alike, or none of them", (which) => {
    const { catalog } = linkedInResume(which);
    const levels = [
      catalog.fluencyNative,
      catalog.fluencyFullProfessional,
      catalog.fluencyProfessional,
      catalog.fluencyLimited,
      catalog.fluencyElementary,
    ];
    // LinkedIn names each level "… proficiency": in English, each keeps that word or none does.
    if (linkedInExports[which].tag === 'en') {
      const lastWords = new Set(levels.map((level) => level.split(' ').at(-1)));
      expect(lastWords.size === 1 || levels.every((level) => !/proficiency$/i.test(level))).toBe(
        true,
      );
    }
    expect(new Set(levels).size).toBe(levels.length);
  });

  it('reads a date LinkedIn does not write as written, and says so', () => {
    const folder = writeFileTree({
      'Profile.csv': 'First Name,Last Name\nAino,Kallio\n',
      'Positions.csv': 'Company Name,Title,Started On\nKide,Engineer,Sommer 2019\n',
    });
    const read = readExport(folder);
    if (!read || 'problem' in read) throw new Error('not read');
    const { resume, lines } = fromLinkedIn(read, {
      tag: 'en',
      catalog: linkedInResume('older').catalog,
      phone: false,
    });
    expect(resume.work?.[0]).toEqual({
      name: 'Kide',
      position: 'Engineer',
      'Started On': 'Sommer 2019',
    });
    expect(lines).toContain(
      'Positions.csv: "Sommer 2019" (Started On) is no date LinkedIn writes, so kept as written, for resume.json only; write it as 2024 or 2024-05 in owner/portfolio.json',
    );
  });
});

describe("knowing LinkedIn's export", () => {
  it('by its files, as a ZIP or a folder, whatever its name', () => {
    expect(readExport(linkedInExports.current.file)).toHaveProperty('files');
    expect(readExport(linkedInExports.older.file)).toHaveProperty('files');
  });

  it('and not a folder or ZIP of something else, nor a JSON file', () => {
    const folder = writeFileTree({ 'notes.csv': 'a,b\n1,2\n' });
    expect(readExport(folder)).toEqual({
      problem: expect.stringMatching(
        /is not LinkedIn's data export: it has none of .*Profile\.csv/,
      ),
    });
    const json = writeFileTree({ 'resume.json': '{}' });
    expect(readExport(`${json}/resume.json`)).toBeUndefined();
  });
});

describe('an export whose CSV files an owner or a spreadsheet wrote', () => {
  const exportFolder = (files: Record<string, string | Buffer>) => {
    const folder = writeFileTree({ 'Profile.csv': 'First Name,Last Name\nAino,Kallio\n' });
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
    return folder;
  };
  const importFolder = (files: Record<string, string | Buffer>) => {
    const read = readExport(exportFolder(files));
    if (!read || 'problem' in read) throw new Error(`not read: ${JSON.stringify(read)}`);
    const catalog = linkedInResume('older').catalog;
    return fromLinkedIn(read, { tag: 'en', catalog, phone: false });
  };
  const positions = [
    'Company Name,Title,Started On,Finished On',
    'Nordvik,Lead Data Engineer,Mar 2023,',
    'Nordvik,Senior Data Engineer (the 5" screen person),Jan 2021,Feb 2023',
    'Kide,Data Engineer,Jun 2018,Dec 2020',
    '"Kide, Helsinki",Intern,Jan 2018,May 2018',
  ];

  it('reads a quote inside a field as a letter: every role, with its dates', () => {
    const made = importFolder({ 'Positions.csv': positions.join('\r\n') });
    expect(
      made.resume.work?.map(({ name, position, startDate }) => [name, position, startDate]),
    ).toEqual([
      ['Nordvik', 'Lead Data Engineer', '2023-03'],
      ['Nordvik', 'Senior Data Engineer (the 5" screen person)', '2021-01'],
      ['Kide', 'Data Engineer', '2018-06'],
      ['Kide, Helsinki', 'Intern', '2018-01'],
    ]);
    expect(made.lines).toContain('Positions.csv: read 4 roles, into Experience');
  });

  it('stops at a quoted field that never closes, naming the file and the line, importing nothing', () => {
    const unclosed = [...positions.slice(0, 2), 'Kide,"Data Engineer,Jun 2018,Dec 2020', ''];
    expect(readExport(exportFolder({ 'Positions.csv': unclosed.join('\n') }))).toEqual({
      problem: expect.stringMatching(/^Positions\.csv in .*, line 3: .*quote.* never closes/),
    });
  });

  it.each([
    ['UTF-16 little endian, tab-separated', '\t', 'utf16le', [0xff, 0xfe]],
    ['UTF-16 big endian, semicolon-separated', ';', 'utf16be', [0xfe, 0xff]],
    ['UTF-8, tab-separated', '\t', 'utf8', [0xef, 0xbb, 0xbf]],
  ])('reads a file in %s, its separator read from its header', (_, separator, encoding, mark) => {
    const text = 'Company Name;Title\nNordvik;Lead, Data\n'.replaceAll(';', separator);
    const bytes =
      encoding === 'utf16be'
        ? Buffer.from(text, 'utf16le').swap16()
        : Buffer.from(text, encoding as BufferEncoding);
    const made = importFolder({ 'Positions.csv': Buffer.concat([Buffer.from(mark), bytes]) });
    expect(made.resume.work).toEqual([{ name: 'Nordvik', position: 'Lead, Data' }]);
  });

  it('publishes nothing of the files JSON Resume has no section for, saying so', () => {
    const made = importFolder({
      'Patents.csv':
        'Title,Patent Number,Inventors\nStream joins,FI123,"Aino Kallio, Mikko Laine"\n',
      'Test Scores.csv': 'Name,Score,Date\nGRE,330,2015\n',
    });
    expect(JSON.stringify(made.resume)).not.toMatch(/Stream joins|Mikko Laine|GRE/);
    expect(made.lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Patents\.csv: left out \(1 row\): .*section for patents/),
        expect.stringMatching(/^Test Scores\.csv: left out \(1 row\): .*section for test scores/),
      ]),
    );
  });

  it('says which rows had more fields than the header, whose extra ones it left out', () => {
    const made = importFolder({
      'Positions.csv': 'Company Name,Title\nNordvik,Lead\nKide,Data Engineer,Helsinki\n',
    });
    expect(made.lines).toEqual(
      expect.arrayContaining([
        'Positions.csv: read 2 roles, into Experience',
        expect.stringMatching(/^Positions\.csv, line 3: more fields than the header has columns/),
      ]),
    );
  });
});

describe("an export's ZIP archive", () => {
  const profile: ZipEntry = { name: 'Profile.csv', data: 'First Name,Last Name\nAino,Kallio\n' };
  const positions: ZipEntry = {
    name: 'Positions.csv',
    data: 'Company Name,Title,Started On\nNordvik,Lead Data Engineer,Mar 2023\n',
  };
  const readArchive = (archive: Buffer) => {
    const folder = writeFileTree({});
    writeFileSync(path.join(folder, 'Basic_LinkedInDataExport.zip'), archive);
    return readExport(path.join(folder, 'Basic_LinkedInDataExport.zip'));
  };
  const problem = (what: RegExp) => ({ problem: expect.stringMatching(what) });

  it('is read as ZIP64, as tools write a large export', () => {
    const read = readArchive(zipFile([profile, positions], { zip64: true }));
    expect(read).toHaveProperty('files');
    expect((read as { files: Map<string, unknown> }).files.get('positions')).toMatchObject({
      records: [{ 'company name': 'Nordvik', title: 'Lead Data Engineer' }],
    });
  });

  it('inflates only the CSV files it reads: a broken article is listed, not read', () => {
    const article = {
      name: 'Articles/Articles/kafka.html',
      data: '<p>Kafka</p>',
      deflated: Buffer.from([0xff, 0xff, 0xff]),
    };
    const read = readArchive(zipFile([profile, positions, article]));
    expect(read).toHaveProperty('others', ['Articles/Articles/kafka.html']);
  });

  it('names in one line a file whose checksum does not match: nothing imported', () => {
    const archive = zipFile([profile, { ...positions, crc: 12345 }]);
    expect(readArchive(archive)).toEqual(
      problem(/cannot be read: .*Positions\.csv is not what its checksum says.*unpack it/),
    );
  });

  describe('that inflates to more than an export holds (a ZIP bomb)', () => {
    const megabytes = (size: number) => Math.ceil(size / 1024 / 1024);
    /** Blanks that deflate to a thousandth of their size, as a bomb's do. */
    const blanks = (size: number) => {
      const data = Buffer.alloc(size, 0x20);
      return { data, deflated: zlib.deflateRawSync(data, { level: 1 }) };
    };

    it('is refused by the size its directory gives a file, before inflating it', () => {
      const archive = zipFile([profile, { name: 'Positions.csv', ...blanks(zipLimits.file + 1) }]);
      expect(archive.length).toBeLessThan(zipLimits.file / 100);
      expect(readArchive(archive)).toEqual(
        problem(
          new RegExp(
            `cannot be read: Positions\\.csv inflates to ${megabytes(zipLimits.file + 1)} MB, over the ${megabytes(zipLimits.file)} MB a file of it may be: give the export as LinkedIn sends it`,
          ),
        ),
      );
    });

    it('is refused once its files together are over the total, each under its own limit', () => {
      const file = blanks(zipLimits.file);
      const count = Math.floor(zipLimits.total / zipLimits.file) + 1;
      const names = ['Positions', 'Education', 'Skills', 'Projects', 'Languages', 'Honors'];
      const archive = zipFile([
        profile,
        ...names.slice(0, count).map((name) => ({ name: `${name}.csv`, ...file })),
      ]);
      expect(readArchive(archive)).toEqual(
        problem(new RegExp(`its files inflate to over ${megabytes(zipLimits.total)} MB`)),
      );
    });

    it('inflates a file no further than its directory says', () => {
      const { deflated } = blanks(zipLimits.file);
      const archive = zipFile([profile, { ...positions, deflated }]);
      const declared = Buffer.byteLength(positions.data);
      expect(readArchive(archive)).toEqual(
        problem(
          new RegExp(
            `Positions\\.csv inflates to more than the ${declared} bytes its directory says`,
          ),
        ),
      );
    });
  });

  it.each([
    ['a local header out of place', (zip: Buffer) => zip.writeUInt32LE(0xfffff000, zip.length - 6)],
    ['a cut directory', (zip: Buffer) => zip.writeUInt16LE(9, zip.length - 12)],
    [
      "an entry's place past the end",
      (zip: Buffer) => zip.writeUInt32LE(0x7ffffff0, zip.readUInt32LE(zip.length - 6) + 42),
    ],
  ])('says in one line, never a stack, what is broken: %s', (_, spoil) => {
    const archive = zipFile([profile, positions]);
    spoil(archive);
    expect(readArchive(archive)).toEqual(problem(/cannot be read: it is a broken ZIP archive/));
  });
});
