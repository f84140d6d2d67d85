/** The JSON report's `schemaVersion`; kept apart from the zod schema so a replay need not load zod to write it. */
export const REPORT_SCHEMA_VERSION = 2;

/** The most shards a run can be split into (a CI matrix is far smaller); here, not in schema.ts, so `--shard` parsing loads no zod. */
export const MAX_SHARDS = 9999;
