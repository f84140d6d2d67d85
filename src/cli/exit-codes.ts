/** The exit codes are a contract (docs/cli.md): never renumber them. */
export const EXIT = { OK: 0, UNREADABLE: 1, USAGE: 2, REGRESSION: 3, NOT_TRIGGERED: 4 } as const;
