import { drawingOrder, withPageDrawn } from '../../../src/editor/applications/pagesShown';

describe('a new PDF drawn beside the application', () => {
  it('draws the pages in view first, then the others in order', () => {
    expect(drawingOrder(4, (index) => index === 2)).toEqual([2, 0, 1, 3]);
    expect(drawingOrder(3, (index) => index >= 1)).toEqual([1, 2, 0]);
    expect(drawingOrder(2, () => false)).toEqual([0, 1]);
  });

  it('shows each page once drawn, the pages before it staying until theirs are drawn', () => {
    const before = ['old 1', 'old 2', 'old 3'];
    expect(withPageDrawn(before, 1, 'new 2', 3)).toEqual(['old 1', 'new 2', 'old 3']);
    expect(withPageDrawn(before, 0, 'new 1', 2)).toEqual(['new 1', 'old 2']);
    expect(withPageDrawn(['old 1'], 0, 'new 1', 2)).toEqual(['new 1', undefined]);
  });
});
