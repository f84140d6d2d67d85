import { XMLValidator } from "fast-xml-parser";
import { orderedXmlParser, rootElement, tagOf, type OrderedNode } from "./ordered-xml.js";

/**
 * What Python's `xml.etree.ElementTree.fromstring` (expat, CPython 3.11) makes of a
 * document, for the replicas of Python JUnit readers (junitparser.ts, junit2html.ts): an
 * element's `tag`, `attrib` (in document order), `text` (the character data before its
 * first child, `None` → null when there is none) and children. Expat's rules that matter
 * for untrusted text, done here because fast-xml-parser does none of them:
 * - a character outside XML 1.0's `Char`, raw or as a character reference, or an entity
 *   other than the five predefined ones, is a `ParseError` (the message expat gives; the
 *   position it adds is not replicated);
 * - line ends (`\r\n`, `\r`) become `\n`; in an attribute value a literal tab, newline or
 *   carriage return becomes a space (attribute-value normalisation), a character
 *   reference keeps its character;
 * - CDATA is character data, joined to the text around it.
 */

export interface PyElement {
  tag: string;
  attrib: Record<string, string>;
  text: string | null;
  children: PyElement[];
}

type Node = OrderedNode;

// References are resolved here, as expat does (decode); CDATA is kept apart to be joined as text.
const parser = orderedXmlParser({ processEntities: false, cdataPropName: "#cdata" });

const NOT_XML_CHAR = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;
const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export class PyParseError extends Error {}

export function etreeFromstring(xml: string): PyElement {
  if (NOT_XML_CHAR.test(xml)) throw new PyParseError("not well-formed (invalid token)");
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new PyParseError(`not well-formed: ${valid.err.msg}`);
  const nodes = parser.parse(xml.replace(/\r\n?/g, "\n")) as Node[];
  const root = rootElement(nodes);
  if (root === undefined) throw new PyParseError("no element found");
  return elementOf(root);
}

function elementOf(node: Node): PyElement {
  const tag = tagOf(node);
  const attrib: Record<string, string> = {};
  for (const [name, raw] of Object.entries(node[":@"] ?? {})) attrib[name] = decode(raw.replace(/[\t\n]/g, " "));
  const element: PyElement = { tag, attrib, text: null, children: [] };
  let text = "";
  for (const child of node[tag] as Node[]) {
    const childTag = tagOf(child);
    if (childTag === "#text") text += decode(String(child["#text"]));
    else if (childTag === "#cdata") text += (child["#cdata"] as Node[]).map((part) => String(part["#text"])).join("");
    else {
      if (element.children.length === 0 && text !== "") element.text = text;
      element.children.push(elementOf(child));
    }
  }
  if (element.children.length === 0 && text !== "") element.text = text;
  return element;
}

/** Character and entity references, as expat resolves them. */
function decode(raw: string): string {
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z_][\w.-]*);/g, (_, ref: string) => {
    if (!ref.startsWith("#")) {
      const value = PREDEFINED[ref];
      if (value === undefined) throw new PyParseError("undefined entity");
      return value;
    }
    const code = ref.startsWith("#x") ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    const char = code <= 0x10ffff ? String.fromCodePoint(code) : "\u0000";
    if (NOT_XML_CHAR.test(char) || code > 0x10ffff) throw new PyParseError("reference to invalid character number");
    return char;
  });
}

/** Python's `str.strip()` with no argument: Unicode whitespace (`str.isspace`) off both ends. */
export function pyStrip(text: string): string {
  return text.replace(PY_SPACE_START, "").replace(PY_SPACE_END, "");
}
const PY_SPACE = "[\\t-\\r\\u001c-\\u0020\\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]";
const PY_SPACE_START = new RegExp(`^${PY_SPACE}+`);
const PY_SPACE_END = new RegExp(`${PY_SPACE}+$`);
