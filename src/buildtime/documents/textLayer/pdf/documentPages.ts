/**
 * The document's pages as the text layer needs them: each one's content stream, its fonts by
 * name, and the language of each of its MCIDs, from the structure tree.
 */
import { lookUp, objectOf, resolved, type PdfFile, type PdfObject } from './pdfFile';
import { ofKind, textOfString, type PdfValue, type PdfValueOf } from './pdfValues';
import { unreadable } from './unreadable';
import { readType0Font, type Type0Font } from './type0Font';

interface DocumentPage {
  contentStream: PdfObject;
  /** Its Type0 fonts with the Identity-H encoding, by their names in its resources. */
  fonts: Map<string, Type0Font>;
  languageOf: (mcid: number) => string;
}

/** The pages in order; a font used on several pages is read once. */
export function documentPages(file: PdfFile): DocumentPage[] {
  const fontsRead = new Map<number, Type0Font | null>();
  const fontOf = (reference: PdfValueOf<'reference'>) => {
    if (!fontsRead.has(reference.number))
      fontsRead.set(reference.number, readType0Font(file, resolved(file, reference)!));
    return fontsRead.get(reference.number)!;
  };
  return pagesIn(file).map((page) => {
    const entries = ofKind(page, 'dictionary', 'a page')!.entries;
    const contents = entries.get('Contents');
    if (contents?.kind !== 'reference') unreadable("a page's content is not one stream");
    const fonts = new Map<string, Type0Font>();
    const resources = lookUp(file, page, 'Resources', 'dictionary');
    for (const [name, font] of lookUp(file, resources, 'Font', 'dictionary')?.entries ?? []) {
      const read = font.kind === 'reference' ? fontOf(font) : null;
      if (read) fonts.set(name, read);
    }
    return {
      contentStream: objectOf(file, contents.number),
      fonts,
      languageOf: languagesOf(file, page),
    };
  });
}

const catalogOf = (file: PdfFile) => resolved(file, file.trailer.entries.get('Root'));

function pagesIn(file: PdfFile): PdfValue[] {
  const pages: PdfValue[] = [];
  const visit = (node: PdfValue) => {
    const isPageTreeNode = lookUp(file, node, 'Type', 'name')?.value === 'Pages';
    if (!isPageTreeNode) pages.push(node);
    else lookUp(file, node, 'Kids', 'array')?.items.forEach((kid) => visit(resolved(file, kid)!));
  };
  const root = lookUp(file, catalogOf(file), 'Pages', 'dictionary');
  if (!root) unreadable('the document has no pages');
  visit(root);
  return pages;
}

const languageIn = (file: PdfFile, dictionary: PdfValue | undefined) => {
  const language = lookUp(file, dictionary, 'Lang', 'string');
  return language && textOfString(language.bytes);
};

/** Each MCID's language on a page: its structure element's, or its nearest ancestor's. */
function languagesOf(file: PdfFile, page: PdfValue): (mcid: number) => string {
  const catalog = catalogOf(file);
  const documentLanguage = languageIn(file, catalog) ?? '';
  const structure = lookUp(file, catalog, 'StructTreeRoot', 'dictionary');
  const parentTree = lookUp(file, structure, 'ParentTree', 'dictionary');
  if (lookUp(file, parentTree, 'Kids', 'array')) unreadable('a parent tree of several nodes');
  const key = lookUp(file, page, 'StructParents', 'number')?.value;
  const keysAndValues = lookUp(file, parentTree, 'Nums', 'array')?.items ?? [];
  let elements: PdfValue[] = [];
  for (let at = 0; at + 1 < keysAndValues.length; at += 2) {
    if (ofKind(keysAndValues[at], 'number', 'a parent tree key')?.value === key) {
      const value = resolved(file, keysAndValues[at + 1]);
      elements = ofKind(value, 'array', "a page's structure elements")?.items ?? [];
    }
  }
  const languageOfElement = (reference: PdfValue) => {
    let element = resolved(file, reference);
    for (let depth = 0; element && depth < 64; depth += 1) {
      const language = languageIn(file, element);
      if (language !== undefined) return language;
      if (lookUp(file, element, 'Type', 'name')?.value === 'StructTreeRoot') break;
      element = lookUp(file, element, 'P', 'dictionary');
    }
    return documentLanguage;
  };
  return (mcid) => {
    const element = elements[mcid];
    return element?.kind === 'reference' ? languageOfElement(element) : documentLanguage;
  };
}
