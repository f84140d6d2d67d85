/**
 * A config file that cannot be used: one line, `file: path: message`, exit 2 (docs/config.md).
 * Its own module, so the CLI's entry can recognise it without loading the schema.
 */
export class ConfigError extends Error {
  override name = "ConfigError";
}
