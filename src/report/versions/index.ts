import { REPORT_SCHEMA_VERSION } from "../schema-version.js";
import { checkedChain } from "../upgrade.js";

/**
 * The JSON report's upgrade chain (src/report/upgrade.ts): one step per older
 * `schemaVersion`, each in its own file here with the frozen types of the version it reads.
 * Version 1 is the first, so there is nothing older to upgrade yet.
 */
export const REPORT_UPGRADES = checkedChain({ current: REPORT_SCHEMA_VERSION, steps: [] });
