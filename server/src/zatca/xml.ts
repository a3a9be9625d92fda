/**
 * XML reading for the ZATCA documents: a strict parser (@xmldom/xmldom, which loads nothing from
 * outside and expands no entity of a document's own), the namespaces of UBL and its signature,
 * and the one serialisation ZATCA hashes without canonicalising (see serializeAsZatcaHashesIt).
 */
import { DOMParser } from '@xmldom/xmldom';

export const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sig: 'urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2',
  sac: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2',
  sbc: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
} as const;

export class XmlError extends Error {}

/** Parses a document, throwing XmlError on anything not well-formed or with a DOCTYPE. */
export function parseXml(xml: string): Document {
  if (/<!DOCTYPE/i.test(xml)) throw new XmlError('A document type declaration is not allowed.');
  const fail = (message: string) => {
    throw new XmlError(message);
  };
  const document = new DOMParser({
    errorHandler: { warning: () => {}, error: fail, fatalError: fail },
  }).parseFromString(xml, 'text/xml');
  if (!document?.documentElement) throw new XmlError('The document has no root element.');
  return document as unknown as Document;
}

/** The child elements of `parent` with that namespace and local name. */
export function childElements(parent: Node, namespace: string, localName: string): Element[] {
  return Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 &&
      (node as Element).namespaceURI === namespace &&
      (node as Element).localName === localName,
  );
}

/** Follows a path of [namespace, local name] steps from `from`, answering the first match. */
export function findElement(
  from: Node,
  path: ReadonlyArray<readonly [string, string]>,
): Element | undefined {
  let current: Node | undefined = from;
  for (const [namespace, localName] of path) {
    current = current && childElements(current, namespace, localName)[0];
  }
  return current as Element | undefined;
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/**
 * An element written as ZATCA's SDK writes it when it hashes the XAdES SignedProperties: dom4j's
 * `asXML()` of the element as it sits in the document — whitespace kept, empty elements closed
 * with "/>", and each namespace declared on the first element of the subtree that uses it (so a
 * prefix declared on an ancestor is declared again where it is used). ZATCA does not
 * canonicalise this part, so its digest depends on exactly this form.
 */
export function serializeAsZatcaHashesIt(element: Element): string {
  const write = (node: Node, inScope: ReadonlyMap<string, string>): string => {
    if (node.nodeType === 3) return escapeText(node.nodeValue ?? '');
    if (node.nodeType !== 1) return '';
    const el = node as Element;
    const scope = new Map(inScope);
    const declarations: string[] = [];
    const declare = (prefix: string | null, uri: string | null) => {
      const key = prefix ?? '';
      if (!uri || scope.get(key) === uri) return;
      scope.set(key, uri);
      declarations.push(`${prefix ? `xmlns:${prefix}` : 'xmlns'}="${escapeAttribute(uri)}"`);
    };
    declare(el.prefix, el.namespaceURI);
    const attributes: string[] = [];
    for (const attribute of Array.from(el.attributes)) {
      if (attribute.name === 'xmlns' || attribute.name.startsWith('xmlns:')) {
        declare(attribute.name === 'xmlns' ? null : attribute.localName, attribute.value);
      } else {
        if (attribute.prefix) declare(attribute.prefix, attribute.namespaceURI);
        attributes.push(`${attribute.name}="${escapeAttribute(attribute.value)}"`);
      }
    }
    const start = [el.tagName, ...declarations, ...attributes].join(' ');
    const children = Array.from(el.childNodes)
      .map((child) => write(child, scope))
      .join('');
    return el.childNodes.length === 0 ? `<${start}/>` : `<${start}>${children}</${el.tagName}>`;
  };
  return write(element, new Map());
}
