/** @jest-environment node */
import { lookOf } from '../../../src/buildtime/look/look';
import {
  placeholderSvg,
  redrawnPlaceholder,
  type Placeholder,
} from '../../../src/buildtime/documents/placeholderImages';

const placeholders: Placeholder[] = [
  { kind: 'logo', text: 'Smith & "Sons" <Ltd>' },
  { kind: 'banner', text: 'Ферма даних' },
  { kind: 'portrait', text: 'ليلى حداد' },
];

describe('the placeholder images the import draws', () => {
  it("are drawn in the look's colours, corners and typeface", () => {
    const look = lookOf({ accent: 'orange', font: 'monospace', corners: 'square' });
    const logo = placeholderSvg(placeholders[0]!, look);
    expect(logo).toContain('rx="0"');
    expect(logo).toContain('font-family="ui-monospace');
    const tagBackgrounds = Object.values(look.palette.tags).map(({ dark }) => dark[0]);
    expect(tagBackgrounds.some((color) => logo.includes(`fill="${color}"`))).toBe(true);
  });

  it('are redrawn by the build in the look of the day, names and all', () => {
    const [before, after] = [
      lookOf(),
      lookOf({ accent: '#ff0', corners: 'round', neutral: 'warm' }),
    ];
    for (const placeholder of placeholders)
      expect(redrawnPlaceholder(placeholderSvg(placeholder, before), after)).toBe(
        placeholderSvg(placeholder, after),
      );
  });

  it("leave the owner's own images alone", () => {
    expect(
      redrawnPlaceholder('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>', lookOf()),
    ).toBeNull();
  });
});
