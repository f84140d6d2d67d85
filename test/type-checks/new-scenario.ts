// A contributor's first step towards a new fault: one key in the scenario list. Never
// compiled with the project (test/type-level.test.ts type-checks it on its own, beside
// new-classify-setting.ts); the compiler's errors that name F6 are the list of places that
// must decide about the new scenario.
import "../../src/recording/scenarios.js";

declare module "../../src/recording/scenarios.js" {
  interface ScenarioKinds {
    F6: "once";
  }
}
