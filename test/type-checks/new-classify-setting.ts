// A contributor's first step towards a new classification setting: one field in
// ClassifySettings. Never compiled with the project (test/type-level.test.ts type-checks
// it on its own, beside new-scenario.ts); the compiler's errors that name verifyTools are the
// list of places that build the settings or store them, and nothing in between copies them
// field by field.
import "../../src/judge/classify.js";

declare module "../../src/judge/classify.js" {
  interface ClassifySettings {
    verifyTools: string[] | null;
  }
}
