import { REPORT_SCHEMA_VERSION } from "../schema-version.js";
import { checkedChain } from "../upgrade.js";
import { fromVersion1 } from "./v1.js";

/**
 * The JSON report's upgrade chain (src/report/upgrade.ts): one step per older
 * `schemaVersion`, each in its own file here with the frozen types of the version it reads.
 * A new schema version is one step added at the end.
 */
export const REPORT_UPGRADES = checkedChain({ current: REPORT_SCHEMA_VERSION, steps: [fromVersion1] });
