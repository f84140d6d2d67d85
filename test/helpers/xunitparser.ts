import { orderedXmlParser, rootElement, tagOf, type OrderedNode } from "./ordered-xml.js";

/**
 * Python's xunitparser (laurentb/xunitparser, `xunitparser.py` 1.3.3, read at commit
 * b99eebf) replicated step for step, because it is on PyPI only and this machine reaches
 * npm alone. What it does and where it refuses, as its source has it:
 * - `parse_root`: a `testsuites` root hands every child to `parse_testsuite` with ONE
 *   shared `TestSuite`, so all suites' properties land in one dict;
 * - `parse_testsuite`: `assert root.tag == 'testsuite'`;
 * - `parse_properties`: `assert e.attrib['name'] not in ts.properties` (a name met twice
 *   in the whole file fails the parse), `e.attrib['value']` required;
 * - `parse_testcase`: `el.attrib['name']` required; the last `failure`/`error`/`skipped`
 *   child decides the result, its `message` (else the previous one's) and text kept;
 * - then the root's `errors`, `failures`, `skip` and `tests` attributes must equal what
 *   the cases say (`assert len(tr.errors) == int(root.attrib['errors'])`, …).
 * A refusal is thrown as the Python exception it would be (`AssertionError`, `KeyError`).
 */

export interface XunitCase {
  classname: string;
  methodname: string;
  result: "success" | "failure" | "error" | "skipped";
  typename: string | null;
  message: string | null;
  trace: string | null;
}

export interface XunitResult {
  properties: Record<string, string>;
  cases: XunitCase[];
}

type Node = OrderedNode;

const parser = orderedXmlParser();
function childrenOf(node: Node): Node[] {
  return (node[tagOf(node)] as Node[]).filter((child) => tagOf(child) !== "#text");
}
function textOf(node: Node): string | null {
  const text = (node[tagOf(node)] as Node[])
    .filter((child) => tagOf(child) === "#text")
    .map((child) => String(child["#text"]))
    .join("");
  return text === "" ? null : text;
}
function attribute(node: Node, name: string): string {
  const value = node[":@"]?.[name];
  if (value === undefined) throw new Error(`KeyError: '${name}'`);
  return value;
}
function assert(condition: boolean, what: string): void {
  if (!condition) throw new Error(`AssertionError: ${what}`);
}

export function xunitparserParse(xml: string): XunitResult {
  const root = rootElement(parser.parse(xml) as Node[])!;
  const suite: XunitResult = { properties: {}, cases: [] };
  if (tagOf(root) === "testsuites") for (const child of childrenOf(root)) parseTestsuite(child, suite);
  else parseTestsuite(root, suite);
  const count = (result: XunitCase["result"]) => suite.cases.filter((c) => c.result === result).length;
  const attrs = root[":@"] ?? {};
  if ("errors" in attrs) assert(count("error") === Number(attrs.errors), "len(tr.errors) == errors");
  if ("failures" in attrs) assert(count("failure") === Number(attrs.failures), "len(tr.failures) == failures");
  if ("skip" in attrs) assert(count("skipped") === Number(attrs.skip), "len(tr.skipped) == skip");
  if ("tests" in attrs) assert(suite.cases.length === Number(attrs.tests), "len(list(ts)) == tests");
  return suite;
}

function parseTestsuite(node: Node, suite: XunitResult): void {
  assert(tagOf(node) === "testsuite", "root.tag == 'testsuite'");
  const name = node[":@"]?.name ?? "";
  for (const child of childrenOf(node)) {
    if (tagOf(child) === "testcase") suite.cases.push(parseTestcase(child, name));
    if (tagOf(child) === "properties") {
      for (const property of childrenOf(child)) {
        if (tagOf(property) !== "property") continue;
        const key = attribute(property, "name");
        assert(!(key in suite.properties), `e.attrib['name'] not in ts.properties (${key})`);
        suite.properties[key] = attribute(property, "value");
      }
    }
  }
}

function parseTestcase(node: Node, suiteName: string): XunitCase {
  const classname = node[":@"]?.classname || suiteName;
  const testcase: XunitCase = {
    classname,
    methodname: attribute(node, "name"),
    result: "success",
    typename: null,
    message: null,
    trace: null,
  };
  for (const child of childrenOf(node)) {
    const tag = tagOf(child);
    if (tag !== "failure" && tag !== "error" && tag !== "skipped") continue;
    testcase.result = tag;
    testcase.typename = child[":@"]?.type ?? null;
    testcase.message = child[":@"]?.message || testcase.message;
    testcase.trace = textOf(child) ?? testcase.trace;
  }
  return testcase;
}
