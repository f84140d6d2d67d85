// Loaded with `node --import`: prints every module URL the process resolves to stderr, so a
// test can see which bundle chunks a run really loaded.
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(`
import { writeSync } from "node:fs";
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  writeSync(2, "loopgate-import " + result.url + "\\n");
  return result;
}`),
);
