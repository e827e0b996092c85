/** @jest-environment node */
import { letterEvidence } from '../../../src/servers/applications/letterEvidence';
import { words } from '../../../src/buildtime/applications/matching/words';
import { checkedFixture, importedContent } from '../../support/checkedContent';
import promotedOwner from '../../fixtures/promoted-owner.resume.json';

const site = checkedFixture(importedContent(promotedOwner, 'en'));
const keysOf = (text: string) => words(text, 'en').map(({ key }) => key);

describe('the owner’s sentences beside the letter', () => {
  it('answer a requirement by any of its phrases, the duties after what is asked', () => {
    const [pipeline, onCall] = promotedOwner.work[1]!.highlights;
    const requirements = [
      { keys: keysOf('the on-call rotation'), text: 'Run the on-call rotation', duty: true },
      {
        keys: keysOf('stream processing'),
        anyOf: [keysOf('stream processing'), keysOf('event pipeline')],
        text: 'Stream processing or an event pipeline',
      },
    ];
    expect(letterEvidence(site, requirements)).toEqual([
      {
        requirement: 'Stream processing or an event pipeline',
        sentences: expect.arrayContaining([expect.objectContaining({ text: pipeline })]),
      },
      {
        requirement: 'Run the on-call rotation',
        sentences: expect.arrayContaining([expect.objectContaining({ text: onCall })]),
      },
    ]);
  });
});
