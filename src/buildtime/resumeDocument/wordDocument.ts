/**
 * A Word file's body as the elements docxLines.ts reads (ECMA-376 Part 1, WordprocessingML): its
 * paragraphs (heading or list item by their style, named in any language), runs (bold, size),
 * text, tabs, breaks, hyperlinks and tables, from the package's parts through the ZIP reader and
 * xmldom. Deleted text, moved-away text and field instructions are left out; content controls,
 * insertions and text boxes (after the paragraph that holds them) are read.
 */
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { readZip } from '../zipArchive';

export interface WordElement {
  type:
    | 'body'
    | 'paragraph'
    | 'run'
    | 'text'
    | 'tab'
    | 'break'
    | 'hyperlink'
    | 'table'
    | 'tableRow'
    | 'tableCell';
  children?: WordElement[];
  value?: string;
  href?: string;
  /** A paragraph set in a heading or title style. */
  heading?: boolean;
  /** A paragraph numbered or bulleted as a list's item. */
  listItem?: boolean;
  isBold?: boolean;
  /** A run's own size, in points. */
  fontSize?: number | null;
}

/** The prefixes this reader names elements by, for both the transitional and strict namespaces. */
const prefixes: Record<string, string> = {
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
  'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships': 'r',
  'http://purl.oclc.org/ooxml/officeDocument/relationships': 'r',
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
  'urn:schemas-microsoft-com:vml': 'v',
  'http://www.w3.org/XML/1998/namespace': 'xml',
};

const nameOf = (node: Element | Attr) =>
  `${prefixes[node.namespaceURI ?? ''] ?? node.namespaceURI}:${node.localName}`;

const childElements = (element: Element | undefined, name?: string): Element[] =>
  element
    ? Array.from(element.childNodes)
        .filter((child): child is Element => child.nodeType === child.ELEMENT_NODE)
        .filter((child) => !name || nameOf(child) === name)
    : [];
const child = (element: Element | undefined, name: string) => childElements(element, name)[0];
const attribute = (element: Element | undefined, name: string) =>
  Array.from(element?.attributes ?? []).find((found) => nameOf(found) === name)?.value;
/** An on/off property (w:b): on when present, unless its value says off. */
const onOff = (element: Element | undefined) =>
  element ? !['false', '0', 'off'].includes(attribute(element, 'w:val') ?? '') : undefined;

function parseXml(xml: Buffer, part: string): Element {
  const problem = (message: string) => {
    throw new Error(`${part} is not well-formed XML (${message.trim()}): save it again as .docx`);
  };
  const document = new DOMParser({
    errorHandler: { warning: () => {}, error: problem, fatalError: problem },
  }).parseFromString(xml.toString('utf8').replace(/^\uFEFF/, ''), 'text/xml');
  return document.documentElement as unknown as Element;
}

/** The targets of a part's relationships, by id, and by type the first of each. */
function relationshipsOf(xml: Element | undefined) {
  const byId = new Map<string, string>();
  const byType = new Map<string, string>();
  for (const relationship of childElements(xml)) {
    const target = relationship.getAttribute('Target') ?? '';
    byId.set(relationship.getAttribute('Id') ?? '', target);
    const type = (relationship.getAttribute('Type') ?? '').split('/').pop()!;
    if (!byType.has(type)) byType.set(type, target);
  }
  return { byId, byType };
}

interface Style {
  name?: string;
  basedOn?: string;
  outlineLevel?: number;
  bold?: boolean;
  boldComplex?: boolean;
  numbered?: boolean;
}

const headingName = /^(heading|title|subtitle|überschrift|titel|título|titre|titolo|nagłówek)/i;
/** Complex scripts, whose bold Word takes from w:bCs: right to left, and South and Southeast Asian. */
const complexScript = /[\u0590-\u0EFF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

/** The styles by id, each with what it takes from the style it is based on. */
function stylesOf(xml: Element | undefined) {
  const own = new Map<string, Style>();
  for (const style of childElements(xml, 'w:style')) {
    const paragraph = child(style, 'w:pPr');
    const run = child(style, 'w:rPr');
    const level = attribute(child(paragraph, 'w:outlineLvl'), 'w:val');
    const numId = attribute(child(child(paragraph, 'w:numPr'), 'w:numId'), 'w:val');
    own.set(attribute(style, 'w:styleId') ?? '', {
      name: attribute(child(style, 'w:name'), 'w:val'),
      basedOn: attribute(child(style, 'w:basedOn'), 'w:val'),
      outlineLevel: level === undefined ? undefined : Number(level),
      bold: onOff(child(run, 'w:b')),
      boldComplex: onOff(child(run, 'w:bCs')),
      numbered: numId === undefined ? undefined : numId !== '0',
    });
  }
  const defaults = child(child(child(xml, 'w:docDefaults'), 'w:rPrDefault'), 'w:rPr');
  /** A property of a style, or of the one it is based on, and so on (a loop read once). */
  const inherited = <K extends keyof Style>(id: string | undefined, key: K): Style[K] => {
    const seen = new Set<string>();
    for (let style = own.get(id ?? ''); style && !seen.has(id!); style = own.get(id ?? '')) {
      seen.add(id!);
      if (style[key] !== undefined) return style[key];
      id = style.basedOn;
    }
    return undefined;
  };
  return {
    own,
    inherited,
    defaultBold: onOff(child(defaults, 'w:b')),
    defaultBoldComplex: onOff(child(defaults, 'w:bCs')),
  };
}

/** The lists' numbering ids, and the paragraph styles a list's levels are linked to. */
function numberingOf(xml: Element | undefined) {
  const abstract = new Set(
    childElements(xml, 'w:abstractNum').map((list) => attribute(list, 'w:abstractNumId')),
  );
  const numIds = new Set(
    childElements(xml, 'w:num')
      .filter((num) => abstract.has(attribute(child(num, 'w:abstractNumId'), 'w:val')))
      .map((num) => attribute(num, 'w:numId')),
  );
  const styleIds = new Set(
    childElements(xml, 'w:abstractNum').flatMap((list) =>
      childElements(list, 'w:lvl').map((level) => attribute(child(level, 'w:pStyle'), 'w:val')),
    ),
  );
  return { numIds, styleIds };
}

const hyperlinkField = /^\s*HYPERLINK\s+(\\l\s+)?(?:"([^"]*)"|(\S+))/;
/** A HYPERLINK field's address; none for a link within the document (\l). */
const fieldAddress = (instruction: string) => {
  const found = hyperlinkField.exec(instruction);
  return found && !found[1] ? (found[2] ?? found[3]) : undefined;
};

/** The parts a Word file's text is read from, by path in its package. */
function partsOf(docx: Uint8Array) {
  const bytes = Buffer.from(docx.buffer, docx.byteOffset, docx.byteLength);
  const read = readZip(bytes, (part) => part.endsWith('.xml') || part.endsWith('.rels'));
  if ('problem' in read) throw new Error(`The Word file cannot be read: ${read.problem}`);
  const xml = (part: string | undefined) => {
    const found = part === undefined ? undefined : read.files.get(part);
    return found && parseXml(found, part!);
  };
  const packageTargets = relationshipsOf(xml('_rels/.rels')).byType;
  const documentPart = (packageTargets.get('officeDocument') ?? 'word/document.xml').replace(
    /^\//,
    '',
  );
  const folder = path.posix.dirname(documentPart);
  const document = xml(documentPart);
  if (!document) throw new Error(`The Word file has no ${documentPart}: save it again as .docx`);
  const relationships = relationshipsOf(
    xml(path.posix.join(folder, '_rels', `${path.posix.basename(documentPart)}.rels`)),
  );
  const partOf = (type: string) => {
    const target = relationships.byType.get(type);
    return target && (target.startsWith('/') ? target.slice(1) : path.posix.join(folder, target));
  };
  return {
    document,
    links: relationships.byId,
    styles: stylesOf(xml(partOf('styles'))),
    numbering: numberingOf(xml(partOf('numbering'))),
  };
}

/** The body of a Word file, in the order written. */
export function wordBody(docx: Uint8Array): WordElement {
  const { document, links, styles, numbering } = partsOf(docx);
  /** Open fields (the innermost last): a HYPERLINK's address once its result starts. */
  const fields: { instruction: string; address?: string }[] = [];
  /** What a text box in the paragraph being read holds: read after that paragraph. */
  let textBoxes: WordElement[] = [];
  /** The content of paragraphs whose mark is deleted: joined to the next paragraph. */
  let joined: Element[] = [];
  let paragraphStyle: string | undefined;

  const readAll = (elements: Element[]) => elements.flatMap(read);
  const read = (element: Element): WordElement[] => {
    switch (nameOf(element)) {
      case 'w:p':
        return readParagraph(element);
      case 'w:r':
        return [readRun(element)];
      case 'w:t': {
        const text = element.textContent ?? '';
        const kept =
          attribute(element, 'xml:space') === 'preserve'
            ? text
            : text.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
        return [{ type: 'text', value: kept }];
      }
      case 'w:tab':
        return [{ type: 'tab' }];
      case 'w:br':
        return ['page', 'column', 'textWrapping', undefined].includes(attribute(element, 'w:type'))
          ? [{ type: 'break' }]
          : [];
      case 'w:cr':
        return [{ type: 'break' }];
      case 'w:noBreakHyphen':
        return [{ type: 'text', value: '\u2011' }];
      case 'w:softHyphen':
        return [{ type: 'text', value: '\u00AD' }];
      case 'w:sym': {
        // A symbol font's glyph: a private-use character, which the reader drops as an icon.
        const code = parseInt(attribute(element, 'w:char') ?? '', 16);
        return Number.isNaN(code)
          ? []
          : [{ type: 'text', value: String.fromCodePoint(code < 0x100 ? 0xf000 + code : code) }];
      }
      case 'w:fldChar':
        readFieldCharacter(element);
        return [];
      case 'w:instrText':
        if (fields.length) fields.at(-1)!.instruction += element.textContent ?? '';
        return [];
      case 'w:fldSimple': {
        const address = fieldAddress(attribute(element, 'w:instr') ?? '');
        const children = readAll(childElements(element));
        return address ? [{ type: 'hyperlink', href: address, children }] : children;
      }
      case 'w:hyperlink':
        return readHyperlink(element);
      case 'w:tbl':
        return [{ type: 'table', children: readAll(childElements(element, 'w:tr')) }];
      case 'w:tr':
        return child(child(element, 'w:trPr'), 'w:del')
          ? []
          : [{ type: 'tableRow', children: readCells(element) }];
      case 'mc:AlternateContent':
        return readAll(childElements(child(element, 'mc:Fallback')));
      case 'w:sdt':
        return readAll(childElements(child(element, 'w:sdtContent')));
      case 'w:pict':
        textBoxes.push(...readAll(childElements(element)));
        return [];
      case 'w:body':
      case 'w:customXml':
      case 'w:ins':
      case 'w:moveTo':
      case 'w:smartTag':
      case 'w:dir':
      case 'w:bdo':
      case 'w:object':
      case 'v:group':
      case 'v:shape':
      case 'v:rect':
      case 'v:roundrect':
      case 'v:textbox':
      case 'w:txbxContent':
        return readAll(childElements(element));
      default:
        // w:del, w:moveFrom (text no longer there), properties, bookmarks, drawings' images.
        return [];
    }
  };

  function readParagraph(element: Element): WordElement[] {
    const properties = child(element, 'w:pPr');
    const content = childElements(element).filter((found) => found !== properties);
    if (child(child(properties, 'w:rPr'), 'w:del')) {
      joined.push(...content);
      return [];
    }
    const styleId = attribute(child(properties, 'w:pStyle'), 'w:val');
    const style = styles.own.get(styleId ?? '');
    const numberingProperties = child(properties, 'w:numPr');
    const numId = attribute(child(numberingProperties, 'w:numId'), 'w:val');
    const outlineLevel = styles.inherited(styleId, 'outlineLevel');
    const heading =
      headingName.test(style?.name ?? '') ||
      headingName.test(styleId ?? '') ||
      (outlineLevel !== undefined && outlineLevel < 9);
    const listItem =
      numId !== undefined
        ? numbering.numIds.has(numId)
        : (styleId !== undefined && numbering.styleIds.has(styleId)) ||
          !!styles.inherited(styleId, 'numbered') ||
          /list/i.test(style?.name ?? '');
    const [outerBoxes, outerStyle] = [textBoxes, paragraphStyle];
    textBoxes = [];
    paragraphStyle = styleId;
    const children = readAll([...joined, ...content]);
    joined = [];
    const boxes = textBoxes;
    [textBoxes, paragraphStyle] = [outerBoxes, outerStyle];
    return [{ type: 'paragraph', heading, listItem, children }, ...boxes];
  }

  function readRun(element: Element): WordElement {
    const properties = child(element, 'w:rPr');
    const size = attribute(child(properties, 'w:sz'), 'w:val');
    const address = [...fields].reverse().find((field) => field.address)?.address;
    let children = readAll(childElements(element).filter((found) => found !== properties));
    const text = children.map((found) => found.value ?? '').join('');
    const complex =
      !!child(properties, 'w:rtl') || !!child(properties, 'w:cs') || complexScript.test(text);
    const runStyle = attribute(child(properties, 'w:rStyle'), 'w:val');
    const boldOf = (own: 'w:b' | 'w:bCs', inStyle: 'bold' | 'boldComplex', byDefault?: boolean) =>
      onOff(child(properties, own)) ??
      styles.inherited(runStyle, inStyle) ??
      styles.inherited(paragraphStyle, inStyle) ??
      byDefault ??
      false;
    if (address) children = [{ type: 'hyperlink', href: address, children }];
    return {
      type: 'run',
      isBold: complex
        ? boldOf('w:bCs', 'boldComplex', styles.defaultBoldComplex)
        : boldOf('w:b', 'bold', styles.defaultBold),
      fontSize: size && /^[0-9]+$/.test(size) ? Number(size) / 2 : null,
      children,
    };
  }

  function readFieldCharacter(element: Element) {
    const kind = attribute(element, 'w:fldCharType');
    if (kind === 'begin') fields.push({ instruction: '' });
    else if (kind === 'separate' && fields.length)
      fields.at(-1)!.address = fieldAddress(fields.at(-1)!.instruction);
    else if (kind === 'end') fields.pop();
  }

  function readHyperlink(element: Element): WordElement[] {
    const children = readAll(childElements(element));
    const target = links.get(attribute(element, 'r:id') ?? '');
    if (target === undefined) return children;
    const anchor = attribute(element, 'w:anchor');
    return [
      {
        type: 'hyperlink',
        href: anchor ? `${target.replace(/#.*$/, '')}#${anchor}` : target,
        children,
      },
    ];
  }

  /** A row's cells, without those that continue a cell merged down from the row above. */
  function readCells(row: Element): WordElement[] {
    return childElements(row)
      .filter((cell) => {
        if (nameOf(cell) !== 'w:tc') return true;
        const merge = child(child(cell, 'w:tcPr'), 'w:vMerge');
        return !merge || attribute(merge, 'w:val') === 'restart';
      })
      .flatMap((cell) =>
        nameOf(cell) === 'w:tc'
          ? [{ type: 'tableCell' as const, children: readAll(childElements(cell)) }]
          : read(cell),
      );
  }

  return { type: 'body', children: readAll(childElements(child(document, 'w:body'))) };
}
