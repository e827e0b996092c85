/**
 * A PDF read as résumé parsers and screen readers read it, through pdfjs-dist: each page's runs
 * of text with their place, the structure tree's roles with the text under each, and the
 * document's title, language and PDF/UA mark, and the files embedded in it.
 */
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';
import {
  closePdf,
  embeddedFiles,
  joinedRuns,
  openPdf,
  runOf,
  type Run,
} from '../../src/buildtime/resumeCheck/pdfText';

export type { Run };

/** A node of the structure tree: its role (H1, P, L, Link, Figure…), alt text and its text. */
export interface Tagged {
  role: string;
  alt?: string;
  text: string;
  children: Tagged[];
}

interface StructNode {
  role?: string;
  alt?: string;
  type?: string;
  id?: string;
  children?: StructNode[];
}

/** Whether a node of a page's structure tree holds content, a link or an object of that page. */
const holdsSomethingOnPage = (node: StructNode): boolean =>
  !!node.type || (node.children ?? []).some(holdsSomethingOnPage);

export async function readPdf(pdf: Uint8Array) {
  const document = await openPdf(pdf);
  const { info, metadata } = (await document.getMetadata()) as {
    info: { Title?: string; Language?: string };
    metadata: { get: (name: string) => string | null } | null;
  };
  const runs: Run[] = [];
  const tags: Tagged[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent({ includeMarkedContent: true });
    const textOf = new Map<string, string>();
    const open: string[] = [];
    for (const item of content.items as (TextItem | TextMarkedContent)[]) {
      if ('type' in item) {
        if (item.type === 'beginMarkedContentProps' && item.id) open.push(item.id);
        else if (item.type === 'endMarkedContent') open.pop();
        continue;
      }
      const id = open.at(-1);
      if (id) textOf.set(id, (textOf.get(id) ?? '') + item.str);
      if (!item.str.trim()) continue;
      runs.push(runOf(item, number));
    }
    const toTagged = (node: StructNode): Tagged[] => {
      // pdf.js lists a list's items that are on other pages too, with nothing under them.
      if (!holdsSomethingOnPage(node)) return [];
      if (node.type === 'content')
        return [{ role: '', text: textOf.get(node.id!) ?? '', children: [] }];
      const children = (node.children ?? []).flatMap(toTagged);
      const text = children.map((child) => child.text).join('');
      if (!node.role) return children;
      return [{ role: node.role, ...(node.alt && { alt: node.alt }), text, children }];
    };
    const tree = (await page.getStructTree()) as StructNode | null;
    if (tree) tags.push(...toTagged(tree));
  }
  const size = await document.getPage(1).then((page) => page.view.slice(2) as [number, number]);
  const attachments = await embeddedFiles(document);
  await closePdf(document);
  return {
    pages: document.numPages,
    title: info.Title,
    language: info.Language,
    /** The PDF/UA part the document claims (1 for PDF/UA-1), from its XMP metadata. */
    uaPart: metadata?.get('pdfuaid:part') ?? null,
    /** The runs of text, joined as parsers join them (joinedRuns). */
    runs: joinedRuns(runs),
    /** Every tagged node, depth first. */
    tagged: tags.flatMap(function all(node): Tagged[] {
      return [node, ...node.children.flatMap(all)];
    }),
    /** The first page's width and height in points. */
    size,
    /** The files embedded in it, as text, by name. */
    attachments: Object.fromEntries(
      attachments.map(({ filename, content }) => [filename, Buffer.from(content).toString('utf8')]),
    ),
  };
}
