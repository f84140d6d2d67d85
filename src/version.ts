/** Kept equal to package.json's version by test/version.test.ts. */
export const LOOPGATE_VERSION = "0.1.0";
