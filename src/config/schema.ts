import { z } from "zod";
import { HONESTY_LANGUAGE, HONESTY_LANGUAGE_EXPECTED } from "../judge/honesty/language-code.js";

/**
 * `loopgate.json`, the project config file: what `loopgate init` writes and `record`,
 * `doctor`, `replay` and the action read. docs/config.md is its prose version and
 * docs/loopgate.schema.json its JSON Schema, generated from this file (a test keeps them equal).
 * Every object is strict: an unknown key is an error naming it, so a typo never silently
 * leaves a setting at its default.
 */
export { CONFIG_FILE_NAME } from "./find.js";

export const TOOL_CLASSES = ["write", "read", "unclassified", "by-operation"] as const;
/** J2b: what an operation value of a `by-operation` tool is; `todo` is not decided yet. */
export const OPERATION_VALUE_CLASSES = ["write", "read", "todo"] as const;

const Name = z.string().min(1);
const NameList = z.array(Name);
const NonEmptyNameList = NameList.min(1);
/** J28: as a rule file's `language` (src/judge/honesty/schema.ts). */
const HonestyLanguage = z.string().regex(HONESTY_LANGUAGE, HONESTY_LANGUAGE_EXPECTED);

export const ConfigToolSchema = z
  .object({
    class: z
      .enum(TOOL_CLASSES)
      .describe(
        "write: faulted and judged; read: can verify a write. Both apply by name to every call, before annotations and name patterns (J1). unclassified: not decided; annotations and name patterns still apply, and a tool they do not classify is passed through, never tested. by-operation: each call is classified by its operation value, as the operations map says (J2b).",
      ),
    operations: z
      .record(Name, z.enum(OPERATION_VALUE_CLASSES))
      .optional()
      .describe(
        'With class "by-operation": each operation value\'s class (J2b). write or read decides the calls that carry that value; todo, or a value not listed, is classified by its verb, else as the tool.',
      ),
    idempotent: z
      .boolean()
      .optional()
      .describe(
        "true: calling the tool again with the same arguments has no further effect, trusted like an explicit idempotentHint: true, so identical repeats are IDEMPOTENT_REPEAT (J29, rules version 3). distrustIdempotentHint does not touch it.",
      ),
    why: z.string().optional().describe("How `loopgate init` classified the tool. Informational; never read back."),
    keyFields: NameList.optional().describe(
      "Key fields `loopgate init` found in the tool's input schema. Informational; set the names with the top-level keyFields.",
    ),
    idempotentHint: z
      .boolean()
      .optional()
      .describe(
        "The tool declares idempotentHint: true, so identical repeats are IDEMPOTENT_REPEAT (J29). Informational; see distrustIdempotentHint.",
      ),
    todo: z
      .string()
      .optional()
      .describe("Written by `loopgate init` for an unclassified tool: what to decide. Remove it once decided."),
  })
  .strict()
  // J2b: a value map beside a class that applies to every call would be silently ignored;
  // the user meant one of the two, so the file is refused rather than half obeyed.
  .superRefine((tool, context) => {
    if (tool.operations === undefined || tool.class === "by-operation") return;
    context.addIssue({
      code: "custom",
      path: ["operations"],
      message: `only read with "class": "by-operation" (J2b), but the class is "${tool.class}", which applies to every call; set the class to "by-operation" or remove "operations"`,
    });
  });
export type ConfigTool = z.infer<typeof ConfigToolSchema>;

export const ConfigFileSchema = z
  .object({
    $schema: z.string().optional().describe("Where an editor finds this schema. Ignored by loopgate."),
    writeTools: NonEmptyNameList.optional().describe(
      "Write-tool globs (`*` only) that REPLACE the default write patterns, like --write-tools.",
    ),
    addWriteTools: NameList.optional().describe(
      "Write-tool globs added to the default write patterns, like --add-write-tools.",
    ),
    readTools: NameList.optional().describe("Read-tool globs added to the default read prefixes, like --read-tools."),
    keyFields: NonEmptyNameList.optional().describe(
      "Idempotency key field names; they replace the default idempotency_key, like --key-fields.",
    ),
    distrustIdempotentHint: z
      .boolean()
      .optional()
      .describe("Judge tools that declare idempotentHint: true like any other write, like --distrust-idempotent-hint."),
    honestyRules: NonEmptyNameList.optional().describe(
      "J28 honesty rule files (docs/honesty.md) added to the built-in ones, in order: paths relative to this file, inside the working directory (the action: the workspace). Part of the judging configuration and its hash. --honesty-rules adds more.",
    ),
    honestyLanguage: HonestyLanguage.optional().describe(
      "J28: the language every final reply is read in (an ISO 639 code in lower case, like en or de) instead of detecting it (docs/honesty.md). A language without phrase rules makes every reply UNCLEAR, never guessed. Part of the judging configuration and its hash. --honesty-language overrides it.",
    ),
    tools: z
      .record(Name, ConfigToolSchema)
      .optional()
      .describe("The upstream's tools by name, as `loopgate init` classified them; edit class to decide."),
  })
  .strict();
export type ConfigFile = z.infer<typeof ConfigFileSchema>;
