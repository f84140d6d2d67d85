/**
 * A regular expression built on first use, from its source as a string: the getter builds it
 * once and returns that one object afterwards.
 *
 * For patterns with Unicode property escapes (`\p{L}`): V8 checks a `\p{…}` literal's syntax
 * when it compiles the module and builds it when the module runs, millions of instructions
 * that every process and worker loading the module paid, whether the pattern was used or not
 * (docs/benchmarks.md). A string is only a string until the getter is called.
 */
export function lazyRegExp(source: string, flags: string): () => RegExp {
  let built: RegExp | undefined;
  return () => (built ??= new RegExp(source, flags));
}
