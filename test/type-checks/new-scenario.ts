// A contributor's first step towards a new fault: one key in the scenario list. Never
// compiled with the project (test/scenario-table.test.ts type-checks it on its own); the
// compiler's errors are the list of places that must decide about the new scenario.
import "../../src/recording/scenarios.js";

declare module "../../src/recording/scenarios.js" {
  interface ScenarioKinds {
    F6: "once";
  }
}
