/** @jest-environment node */
/**
 * A paragraph or a list item the page wrapped over lines is read back as one text: the lines
 * joined by a space, but none where a line ends or starts with Chinese or Japanese, as those
 * scripts set no space between words (nor, in Japanese, around a Latin one: "ReactとTypeScript").
 */
import type { DocumentLine } from '../../../src/buildtime/resumeDocument/documentLine';
import { documentLine, resumeOfLines as read } from '../../support/documentLines';

const line = (text: string, more: Partial<DocumentLine> = {}) =>
  documentLine(text, { size: 9, gapAbove: 1.2, ...more });
const heading = (text: string) => line(text, { size: 12, bold: true, gapAbove: 2.8 });

const resumeOf = (summary: [string, string], item: [string, string]) =>
  read([
    line('Ayaka Nishimura', { size: 24 }),
    line('Frontend Engineer', { size: 12 }),
    heading('Summary'),
    line(summary[0]),
    line(summary[1]),
    heading('Experience'),
    line('Senior Engineer', { cells: ['Senior Engineer', '2021 – 2024'], bold: true }),
    line(`• ${item[0]}`),
    line(item[1]),
  ]);

describe('lines a page wrapped', () => {
  it('join with no space where Chinese or Japanese ends or starts a line', () => {
    const { basics, work } = resumeOf(
      ['アクセシビリティと表示速度の改善を得意と', 'しています。'],
      ['LCPを2.8秒から', '1.2秒に短縮'],
    );
    expect(basics?.summary).toBe('アクセシビリティと表示速度の改善を得意としています。');
    expect(work?.[0]?.highlights).toEqual(['LCPを2.8秒から1.2秒に短縮']);
    const chinese = resumeOf(['负责支付页面的', 'React 重构'], ['主导', '性能优化']);
    expect(chinese.basics?.summary).toBe('负责支付页面的React 重构');
    expect(chinese.work?.[0]?.highlights).toEqual(['主导性能优化']);
  });

  it('join with a space between words of scripts that space them', () => {
    const { basics, work } = resumeOf(
      ['Builds data pipelines that', 'stay up at night.'],
      ['בונה מערכות', 'תשלומים ב-React'],
    );
    expect(basics?.summary).toBe('Builds data pipelines that stay up at night.');
    expect(work?.[0]?.highlights).toEqual(['בונה מערכות תשלומים ב-React']);
  });
});
