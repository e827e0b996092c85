import { pageDataBlock } from '../../../src/buildtime/pages/document';
import { scriptData } from '../../../src/buildtime/pages/siteContentDefinition';
import { checkedFixture } from '../../support/checkedContent';
import samplePortfolio from '../../../src/content/sample.json';

/** The page's data as the page's scripts read it, from a document that carries the block. */
async function readBack(block: string) {
  document.body.innerHTML = `<div id="root"></div>${block}`;
  let read: unknown;
  await jest.isolateModulesAsync(async () => {
    const { pageData } = await import('../../../src/content/pageData');
    read = pageData();
  });
  return read;
}

describe('the page data a production page carries for its scripts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('gives its scripts back what the build wrote', async () => {
    const data = scriptData(checkedFixture());
    expect(await readBack(pageDataBlock(data))).toEqual(data);
  });

  it('keeps a text that would end the block, or open another script, as text', async () => {
    const hostile = '</script><script>window.ran = true</script><!--';
    const data = scriptData(
      checkedFixture({ ...samplePortfolio, words: { getInTouch: hostile, send: hostile } }),
    );
    expect(data.content.words.getInTouch).toBe(hostile);
    expect(data.contactWords.send).toBe(hostile);
    expect(await readBack(pageDataBlock(data))).toEqual(data);
    expect(document.scripts).toHaveLength(1);
  });
});
