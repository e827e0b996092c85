/** @jest-environment node */
import { resumeLayouts } from '../../../src/content/constants';
import { drawnResume } from '../../support/drawnResume';
import { readPdf } from '../../support/pdfReader';
import { importedContent } from '../../support/checkedContent';
import { linkedInResume, type LinkedInExport } from '../../support/linkedInExports';

/** Each LinkedIn export as the import makes it into content. */
const importedFrom = (which: LinkedInExport) => {
  const { resume, tag } = linkedInResume(which);
  return importedContent(resume, tag);
};

/** How many times `part` is in `text`. */
const timesIn = (text: string, part: string) => text.split(part).length - 1;

describe('a résumé of an imported LinkedIn export says nothing twice', () => {
  it.each(
    (['current', 'older'] as const).flatMap((which) =>
      resumeLayouts.map((layout) => [which, layout] as const),
    ),
  )(
    '%s export, %s layout: the tagline (About’s first sentence) once, the Skills heading once',
    async (which, layout) => {
      const owner = importedFrom(which);
      const { pdf, words, content } = drawnResume(owner, { layout });
      const read = await readPdf(pdf);
      const text = read.runs.map((run) => run.text).join(' ');
      expect(content.about.summary!.startsWith(owner.profile.tagline!)).toBe(true);
      expect(timesIn(text, owner.profile.tagline!)).toBe(1);
      const headings = read.tagged.filter(({ role }) => /^H\d$/.test(role)).map((tag) => tag.text);
      expect(headings.filter((heading) => heading === words.skillsTitle)).toHaveLength(1);
      // No group heading under it: no other run of text is the word alone.
      expect(read.runs.filter((run) => run.text.trim() === words.skillsTitle)).toHaveLength(1);
      for (const skill of content.about.skillGroups[0]!.skills) expect(text).toContain(skill);
    },
  );
});
