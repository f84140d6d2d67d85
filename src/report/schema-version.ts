/** The JSON report's `schemaVersion`; kept apart from the zod schema so a replay need not load zod to write it. */
export const REPORT_SCHEMA_VERSION = 1;
