/** @jest-environment node */
import path from 'node:path';
import {
  applicationIds,
  readApplication,
} from '../../../src/buildtime/applications/applicationFile';
import { writeFileTree } from '../../support/fileTree';

const letter = {
  to: ['Nordvik'],
  subject: 'A role',
  greeting: 'Hello,',
  body: ['…'],
  closing: 'Best,',
};

describe('the applications folder', () => {
  const folder = writeFileTree({
    'nordvik.json': JSON.stringify({ resume: { tags: ['Kafka'] }, letter }),
    'broken.json': JSON.stringify({ letter: { ...letter, body: [] }, resume: { tag: ['Kafka'] } }),
  });

  it('lists the applications by id, and reads one', () => {
    expect(applicationIds(folder)).toEqual(['broken', 'nordvik']);
    expect(readApplication(folder, 'nordvik')).toEqual({
      application: { resume: { tags: ['Kafka'] }, letter },
      file: path.join(folder, 'nordvik.json'),
    });
  });

  it('names an unknown id with the ones there are, and each broken field with where it is', () => {
    expect(readApplication(folder, 'acme')).toEqual({
      problems: [
        expect.stringMatching(
          /^there is no application "acme" \(there are broken, nordvik\): write .*acme\.json/,
        ),
      ],
    });
    const { problems } = readApplication(folder, 'broken') as { problems: string[] };
    expect(problems).toEqual([
      expect.stringMatching(/broken\.json:\d+:\d+: .*"tag".*did you mean "tags"\?/),
      expect.stringMatching(/broken\.json:\d+:\d+: .*body.* must have a paragraph/),
    ]);
  });
});

describe('an id that climbs out of the applications folder', () => {
  const tree = writeFileTree({
    'applications/nordvik.json': JSON.stringify({ letter }),
    'outside.json': JSON.stringify({ letter }),
    'applications/team/acme.json': JSON.stringify({ letter }),
  });
  const folder = path.join(tree, 'applications');

  it.each(['../outside', path.join(tree, 'outside'), 'team/acme', '.', ''])(
    'is refused, naming the id and the ids there are: %j',
    (id) => {
      expect(readApplication(folder, id)).toEqual({
        problems: [
          expect.stringMatching(
            new RegExp(
              `^"${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" is not an application's id: .*\\(there are nordvik\\)`,
            ),
          ),
        ],
      });
    },
  );
});

describe('the owner’s skills beside the applications', () => {
  it('stops an application with a mistake in skills.json, naming it', () => {
    const folder = writeFileTree({
      'nordvik.json': JSON.stringify({ resume: { tags: ['NQL'] }, letter }),
      'skills.json': JSON.stringify([{ name: 'NQL', implies: ['Nordvik SQL'] }]),
    });
    expect(readApplication(folder, 'nordvik')).toEqual({
      problems: [expect.stringMatching(/skills\.json, skill 1 \("NQL"\), implies: "Nordvik SQL"/)],
    });
  });
});
