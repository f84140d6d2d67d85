declare module "xml2js" {
  /** xml2js ships plain JavaScript; this is the one function dorny/test-reporter calls. */
  export function parseStringPromise(xml: string): Promise<unknown>;
}
