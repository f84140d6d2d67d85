import { XMLParser, type X2jOptions } from "fast-xml-parser";

/** One node of fast-xml-parser's `preserveOrder` output: its content under its tag, its attributes under `:@`. */
export type OrderedNode = Record<string, unknown> & { ":@"?: Record<string, string> };

/**
 * The parser the replicas of Python XML readers share (python-etree.ts, xunitparser.ts): nodes
 * in document order, attributes and text as the strings written (nothing parsed into numbers,
 * nothing trimmed), the XML declaration left out. `options` adds what one replica needs.
 */
export function orderedXmlParser(options: X2jOptions = {}): XMLParser {
  return new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: "",
    parseAttributeValue: false,
    parseTagValue: false,
    trimValues: false,
    ignoreDeclaration: true,
    ...options,
  });
}

export function tagOf(node: OrderedNode): string {
  return Object.keys(node).find((key) => key !== ":@")!;
}

/** The document's element among its top-level nodes (processing instructions are `?`-tagged). */
export function rootElement(nodes: OrderedNode[]): OrderedNode | undefined {
  return nodes.find((node) => !tagOf(node).startsWith("?"));
}
