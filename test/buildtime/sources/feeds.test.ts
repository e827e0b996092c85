/** @jest-environment node */
import { postsOf } from '../../../src/buildtime/sources/feeds';

const address = 'https://blog.example/feed.xml';

/** An RSS 2.0 feed named `name`, with an item for each title, as written in its XML. */
const rss = (name: string, titles: string[]) => `<?xml version="1.0"?>
<rss version="2.0"><channel><title>${name}</title><link>https://blog.example/</link>
${titles.map((title, index) => `<item><title>${title}</title><link>https://blog.example/${index}</link></item>`).join('\n')}
</channel></rss>`;

/** An Atom feed named `name`, with an entry for each title element's type and content. */
const atom = (name: string, titles: [string | null, string][]) => `<?xml version="1.0"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>${name}</title>
${titles
  .map(
    ([type, title], index) =>
      `<entry><title${type ? ` type="${type}"` : ''}>${title}</title><link href="https://blog.example/${index}"/></entry>`,
  )
  .join('\n')}
</feed>`;

const titles = (xml: string) => postsOf(xml, address).map(({ title }) => title);

describe('a feed’s titles, as the text they mean', () => {
  it('reads an RSS title as plain text: markup-like words stay, entities decoded once', () => {
    expect(
      titles(
        rss('Notes', [
          'Why &lt;dialog&gt; beats a div',
          'Fish &amp;amp; chips',
          'Using &lt;b&gt;bold&lt;/b&gt; well',
          '<![CDATA[Why <dialog> & <b>x</b>]]>',
          '5 &lt; 6 &amp;&amp; 7 &gt; 3',
        ]),
      ),
    ).toEqual([
      'Why <dialog> beats a div',
      'Fish &amp; chips',
      'Using <b>bold</b> well',
      'Why <dialog> & <b>x</b>',
      '5 < 6 && 7 > 3',
    ]);
  });

  it('reads the blog’s own name the same way', () => {
    expect(postsOf(rss('Tom &amp; Jerry &lt;on the web&gt;', ['A post']), address)[0]!.source).toBe(
      'Tom & Jerry <on the web>',
    );
    expect(postsOf(atom('&lt;dialog&gt; weekly', [[null, 'A post']]), address)[0]!.source).toBe(
      '<dialog> weekly',
    );
  });

  it('reads an Atom title by its type: text as written, html and xhtml as the text they mark up', () => {
    expect(
      titles(
        atom('Notes', [
          [null, 'Why &lt;dialog&gt; beats a div'],
          ['text', 'Fish &amp;amp; chips'],
          ['html', 'Why &amp;lt;dialog&amp;gt; &lt;em&gt;beats&lt;/em&gt; a div'],
          ['html', 'Fish &amp;amp; &lt;b&gt;chips&lt;/b&gt;'],
          [
            'xhtml',
            '<div xmlns="http://www.w3.org/1999/xhtml">Why <b>bold</b> &amp; &lt;dialog&gt;</div>',
          ],
        ]),
      ),
    ).toEqual([
      'Why <dialog> beats a div',
      'Fish &amp; chips',
      'Why <dialog> beats a div',
      'Fish & chips',
      'Why bold & <dialog>',
    ]);
  });
});
