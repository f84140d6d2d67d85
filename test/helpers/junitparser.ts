import { etreeFromstring, type PyElement } from "./python-etree.js";

/**
 * Python's junitparser (weiwei/junitparser, `src/junitparser/junitparser.py` and `cli.py`
 * 5.0.1a1, read at commit ab3451b51271978249a813366d34a4c198ccf731, 2026-04-27), the
 * reading side replicated because it is on PyPI only; EnricoMi/publish-unit-test-result-action
 * reads JUnit through it. The parts loopgate's JUnit touches are the same in 2.8.0
 * (Debian's python3-junitparser, against which this was checked by hand), apart from
 * `fromstring` on a `testsuite` root, which 4.0 wraps in a `testsuites`. As its source has it:
 * - `JUnitXml.fromstring` → `fromroot`: a `testsuite` root is wrapped, any other but
 *   `testsuites` is `JUnitXmlError("Invalid format.")`; parsed by ElementTree
 *   (python-etree.ts; lxml when installed, with the same results for these files);
 * - `IntAttr`/`FloatAttr` read the attribute as written (`int(...)`, `float(... ',' removed)`);
 *   one that is absent runs `update_statistics()`, which REWRITES tests, failures, errors,
 *   skipped and time of that element (and, on the root, of every suite) from the cases;
 * - `JUnitXml.__iter__`: the `testsuite` children; `TestSuite.__iter__`: its `testcase`
 *   children, then those of nested suites; `properties()`: the first `properties` child's
 *   `property` children, every one (a name may repeat);
 * - `TestCase`: `name`, `classname` attributes as they are (no `file`/`line` accessor; a
 *   user reads `case._elem.attrib`), `result`: every `failure`/`error`/`skipped` in the
 *   case's subtree (`_elem.iter()`) with its `message`, `type` and `text`; `system_out`:
 *   the first `system-out` child's text;
 * - `junitparser verify FILE`: exit 1 when a case is neither passed nor skipped.
 */

export class JUnitXmlError extends Error {}

export interface JunitparserResult {
  tag: "failure" | "error" | "skipped";
  message: string | null;
  type: string | null;
  text: string | null;
}

const RESULT_TAGS = new Set(["failure", "error", "skipped"]);

abstract class Counted {
  constructor(readonly elem: PyElement) {}
  abstract updateStatistics(): void;
  protected intAttr(name: string): number | null {
    if (this.elem.attrib[name] === undefined) this.updateStatistics();
    const value = this.elem.attrib[name];
    return value ? Number.parseInt(value, 10) : null;
  }
  get name(): string | null {
    return this.elem.attrib.name ?? null;
  }
  get tests(): number | null {
    return this.intAttr("tests");
  }
  get failures(): number | null {
    return this.intAttr("failures");
  }
  get errors(): number | null {
    return this.intAttr("errors");
  }
  get skipped(): number | null {
    return this.intAttr("skipped");
  }
  get time(): number | null {
    if (this.elem.attrib.time === undefined) this.updateStatistics();
    const value = this.elem.attrib.time;
    return value ? Number.parseFloat(value.replaceAll(",", "")) : null;
  }
}

export class TestCase {
  constructor(readonly elem: PyElement) {}
  get name(): string | null {
    return this.elem.attrib.name ?? null;
  }
  get classname(): string | null {
    return this.elem.attrib.classname ?? null;
  }
  get time(): number | null {
    const value = this.elem.attrib.time;
    return value ? Number.parseFloat(value.replaceAll(",", "")) : null;
  }
  /** `case._elem.attrib`: every attribute, `file` and `line` included. */
  get attrib(): Record<string, string> {
    return this.elem.attrib;
  }
  get result(): JunitparserResult[] {
    return descendants(this.elem)
      .filter((elem) => RESULT_TAGS.has(elem.tag))
      .map((elem) => ({
        tag: elem.tag as JunitparserResult["tag"],
        message: elem.attrib.message ?? null,
        type: elem.attrib.type ?? null,
        text: elem.text,
      }));
  }
  get isPassed(): boolean {
    return this.result.length === 0;
  }
  get isSkipped(): boolean {
    return this.result.some((entry) => entry.tag === "skipped");
  }
  get systemOut(): string | null {
    return this.elem.children.find((child) => child.tag === "system-out")?.text ?? null;
  }
}

export class TestSuite extends Counted {
  cases(): TestCase[] {
    return [
      ...childrenTagged(this.elem, "testcase").map((elem) => new TestCase(elem)),
      ...childrenTagged(this.elem, "testsuite").flatMap((elem) => new TestSuite(elem).cases()),
    ];
  }
  properties(): { name: string | null; value: string | null }[] {
    const properties = this.elem.children.find((child) => child.tag === "properties");
    return childrenTagged(properties, "property").map((elem) => ({
      name: elem.attrib.name ?? null,
      value: elem.attrib.value ?? null,
    }));
  }
  updateStatistics(): void {
    let tests = 0;
    let failures = 0;
    let errors = 0;
    let skipped = 0;
    let time = 0;
    for (const testcase of this.cases()) {
      tests += 1;
      time += testcase.time ?? 0;
      for (const entry of testcase.result) {
        if (entry.tag === "failure") failures += 1;
        else if (entry.tag === "error") errors += 1;
        else skipped += 1;
      }
    }
    Object.assign(this.elem.attrib, counts(tests, failures, errors, skipped, time));
  }
}

export class JUnitXml extends Counted {
  suites(): TestSuite[] {
    return childrenTagged(this.elem, "testsuite").map((elem) => new TestSuite(elem));
  }
  updateStatistics(): void {
    let [tests, failures, errors, skipped, time] = [0, 0, 0, 0, 0];
    for (const suite of this.suites()) {
      suite.updateStatistics();
      tests += suite.tests!;
      failures += suite.failures!;
      errors += suite.errors!;
      skipped += suite.skipped!;
      time += suite.time!;
    }
    Object.assign(this.elem.attrib, counts(tests, failures, errors, skipped, time));
  }
}

export function junitparserFromstring(xml: string): JUnitXml {
  let root = etreeFromstring(xml);
  if (root.tag === "testsuite") root = { tag: "testsuites", attrib: {}, text: null, children: [root] };
  if (root.tag !== "testsuites") throw new JUnitXmlError("Invalid format.");
  return new JUnitXml(root);
}

/** `junitparser verify`'s exit code for one file. */
export function junitparserVerify(xml: string): 0 | 1 {
  for (const suite of junitparserFromstring(xml).suites())
    for (const testcase of suite.cases()) if (!testcase.isPassed && !testcase.isSkipped) return 1;
  return 0;
}

function childrenTagged(elem: PyElement | undefined, tag: string): PyElement[] {
  return elem?.children.filter((child) => child.tag === tag) ?? [];
}

/** `Element.iter()`: the element itself, then its subtree depth first. */
function descendants(elem: PyElement): PyElement[] {
  return [elem, ...elem.children.flatMap(descendants)];
}

/** Python's `str(int)` and `str(round(time, 3))`, as `update_statistics` stores them. */
function counts(tests: number, failures: number, errors: number, skipped: number, time: number) {
  return {
    tests: String(tests),
    errors: String(errors),
    failures: String(failures),
    skipped: String(skipped),
    time: pyFloatStr(Math.round(time * 1000) / 1000),
  };
}

function pyFloatStr(value: number): string {
  return Number.isInteger(value) ? `${value}.0` : String(value);
}
