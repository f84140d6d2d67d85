import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
/** The bundled CLI exactly as users run it; `npm test` builds it first. LOOPGATE_CLI points at another build. */
export const CLI = process.env.LOOPGATE_CLI ?? path.join(ROOT, "dist", "cli.js");
