export function runningInCi(env?: NodeJS.ProcessEnv): boolean;
export function refusalLine(what: string, env?: NodeJS.ProcessEnv): string;
export class UpdateRefusedError extends Error {}
export function updateRequested(variable: string, env?: NodeJS.ProcessEnv): boolean;
export function updaterTestFiles(root: string, variable: string): string[];
