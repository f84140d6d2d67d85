/* `--redact` and `--redact-field`, shared by `record` and `annotate` (docs/recording.md, "Secrets"). */
import { UsageError } from "./args.js";

/** Names matched as the built-in ones are, by their words (`--redact-field signing_key` also hides `signingKey`). */
export function redactFieldFlags(names: string[] | undefined): string[] {
  return (names ?? []).map((name) => {
    if (!/[A-Za-z0-9]/.test(name)) throw new UsageError(`--redact-field "${name}" names no field: give a field name`);
    return name;
  });
}

export function redactFlags(sources: string[] | undefined): RegExp[] {
  return (sources ?? []).map((source) => {
    if (source === "") throw new UsageError("--redact needs a non-empty regular expression");
    try {
      return new RegExp(source, "g");
    } catch (error) {
      throw new UsageError(`--redact "${source}" is not a valid regular expression: ${(error as Error).message}`);
    }
  });
}
