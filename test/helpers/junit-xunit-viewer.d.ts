declare module "xunit-viewer/src/cli/parse.js" {
  /** xunit-viewer ships plain JavaScript; this is the part of its parser the tests use. */
  export default function parse(xml: string): Promise<unknown>;
}
