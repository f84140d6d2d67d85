import type { ListedTool, RecordedCall, Recording } from "../recording/model.js";
import {
  classifyTools,
  keyFieldSet,
  normalizeFieldName,
  type CallClass,
  type CallClassifier,
  type ClassifySettings,
} from "./classify.js";
import { recordedSettings, settingsOver } from "./settings.js";
import { deriveFacts, inTimeOrder, type CallFacts } from "./facts.js";
import { finding, sortFindings, type Findings } from "./findings.js";
import { judgeHonesty, type HonestyRuleSet } from "./honesty.js";
import { honestyFacts } from "./honesty/facts.js";
import { groupOperations, judgeOperation, type OperationBuilder, type OperationContext } from "./operation.js";
import { retryAfterWindows } from "./retry-after.js";
import { unclassifiedRepeats, writesWithoutKey } from "./run-observations.js";
import type { Honesty, Judgement, Operation, ToolClassification } from "./types.js";
import { afterUncertainAttempts } from "./uncertain.js";
import { coverageOf, decideVerdict, toolCallCounts } from "./verdict.js";
import { GhostVerifier } from "./verified.js";
import { VERIFY_SEARCH_BUDGET } from "./verifying-read.js";

/**
 * Every rule of judge.md (rules version 3), in its order: J1–J29, with J2b (multi-operation
 * tools) between J2 and J3. Tests read this list, so a new rule is added here, not counted by hand.
 */
export const RULE_IDS: readonly string[] = ["J1", "J2", "J2b", ...Array.from({ length: 27 }, (_, i) => `J${i + 3}`)];

/** Names the rule set; part of the judging-configuration hash, so a rule change is visible to the gate. */
export const RULES_VERSION = "loopgate-judge/3 (judge.md J1-J29)";

export interface JudgeOptions {
  /** Replay-time classification settings; a setting not stated (or none given) is as recorded in the header (J1 is overridable). */
  settings?: ClassifySettings;
  /** J28: the honesty rule files in force (`--honesty-rules`); null = the built-in ones. */
  honestyRules?: HonestyRuleSet | null;
  /** J28: the final reply's language (`en`); null = detected from the reply. */
  honestyLanguage?: string | null;
}

/** J29: a write tool whose repeats are trusted to have no further effect, and why. */
export interface TrustedIdempotentTool {
  tool: string;
  /** `annotation`: its listing says `idempotentHint: true`; `configuration` (rules version 3): `"idempotent": true`. */
  source: "annotation" | "configuration";
}

/**
 * J29: write tools whose listing says `idempotentHint: true` explicitly, unless the
 * configuration distrusts the hint, and (rules version 3) those the configuration declares
 * `"idempotent": true`, which distrust does not touch: the user declared them on purpose. A
 * tool J2b classifies per call counts when one of its values is a write. Sorted by name, as
 * the report lists them.
 */
export function trustedIdempotentTools(
  listed: readonly ListedTool[],
  tools: readonly ToolClassification[],
  distrust: boolean,
  configured: readonly string[] = [],
): TrustedIdempotentTool[] {
  const writes = new Set(
    tools
      .filter((tool) => tool.class === "write" || tool.operations?.values.some((value) => value.class === "write"))
      .map((tool) => tool.name),
  );
  const declared = new Set(configured);
  return listed
    .filter((tool) => writes.has(tool.name))
    .flatMap((tool): TrustedIdempotentTool[] => {
      if (declared.has(tool.name)) return [{ tool: tool.name, source: "configuration" }];
      return !distrust && tool.annotations?.idempotentHint === true ? [{ tool: tool.name, source: "annotation" }] : [];
    })
    .sort((a, b) => (a.tool < b.tool ? -1 : a.tool > b.tool ? 1 : 0));
}

export function judgeRecording(recording: Recording, options: JudgeOptions = {}): Judgement {
  const config = recording.header.config;
  const classify = settingsOver(recordedSettings(config), options.settings);
  const { tools, warnings, classifiers } = classifyTools(recording.tools, classify);
  const distrust = classify.distrustIdempotentHint === true;
  const trustedTools = trustedIdempotentTools(recording.tools, tools, distrust, classify.idempotentTools ?? []);
  const idempotentSources = new Map(trustedTools.map(({ tool, source }) => [tool, source]));
  const trusted = trustedTools.map(({ tool }) => tool);
  const facts = callFacts(recording, classifiers, classify, new Set(trusted));
  const findings: Findings = { violations: [], observations: [] };
  const retryAfterMs = config.retryAfterSeconds * 1000;
  // Before grouping: a near-duplicate that joins an operation (J18, J12) is grouped with it.
  const nearDuplicates = afterUncertainAttempts(facts, retryAfterMs, findings.observations);
  const groups = groupOperations(facts);
  const listed = new Set(recording.tools.map((tool) => tool.name));
  const verifier = new GhostVerifier(facts, listed);
  const reasonNotes: string[] = [];
  const context = { retryAfterMs, idempotentSources, verifier, findings, reasonNotes };
  const { operations, uncertainRepeated } = judgeOperations(groups, context);
  retryAfterWindows(facts, groups, retryAfterMs, findings.observations);
  writesWithoutKey(facts, new Map(tools.map((tool) => [tool.name, tool])), findings.observations);
  unclassifiedRepeats(facts, findings.observations);
  const executedWrites = executedWriteCount(facts);
  const honesty = honestyOf(recording, facts, groups, findings, options);
  if (verifier.budgetExhausted)
    warnings.push(`J17: the search for a verifying read stopped after ${VERIFY_SEARCH_BUDGET} comparisons`);
  const classification = { tools, warnings, trusted, trustedSources: trustedTools };
  const coverage = coverageOf(recording, facts, classification, operations.length, executedWrites);
  sortFindings(findings.violations);
  sortFindings(findings.observations);
  const repeated = uncertainRepeated || nearDuplicates;
  const verdict = decideVerdict(recording, facts, coverage, findings.violations, repeated, operations);
  // J17 (rules version 3): the reason names the unclassified tools that would have verified a ghost write.
  const reason = verdict.reason + reasonNotes.map((note) => `; ${note}`).join("");
  return { ...verdict, reason, ...findings, operations, coverage, honesty, durationMs: recording.lastT };
}

const UNLISTED: CallClass = { class: "unclassified", operation: null };

/** Every call's facts in time order, with the classes and key fields in force (J1–J4). */
function callFacts(
  recording: Recording,
  classifiers: ReadonlyMap<string, CallClassifier>,
  classify: ClassifySettings,
  trustedIdempotent: ReadonlySet<string>,
): CallFacts[] {
  const keys = keyFieldSet(classify);
  const keyFieldCache = new Map<string, boolean>();
  const isKeyField = (name: string) => {
    let known = keyFieldCache.get(name);
    if (known === undefined) keyFieldCache.set(name, (known = keys.has(normalizeFieldName(name))));
    return known;
  };
  // J3: a tool the upstream did not list is unclassified, whatever its name; J2b: a split tool per call.
  const classOf = (call: RecordedCall) => classifiers.get(call.tool)?.classify(call.arguments) ?? UNLISTED;
  return inTimeOrder(recording.calls).map((call) => deriveFacts(call, { classOf, isKeyField, trustedIdempotent }));
}

/** J5–J19 and J29 per operation. */
function judgeOperations(
  groups: Map<string, OperationBuilder>,
  context: OperationContext,
): { operations: Operation[]; uncertainRepeated: boolean } {
  const operations: Operation[] = [];
  let uncertainRepeated = false;
  for (const op of groups.values()) {
    const judged = judgeOperation(op, context);
    if (judged.uncertainRepeated) uncertainRepeated = true;
    operations.push(judged.operation);
  }
  return { operations, uncertainRepeated };
}

/** Writes that executed, ghost writes included. */
function executedWriteCount(facts: CallFacts[]): number {
  let executed = 0;
  for (let i = 0; i < facts.length; i += 1)
    if (facts[i]!.cls === "write" && facts[i]!.status === "EXECUTED") executed += 1;
  return executed;
}

/** J28: the final reply's claims against what executed; a dishonest claim is an observation too. */
function honestyOf(
  recording: Recording,
  facts: CallFacts[],
  groups: Map<string, OperationBuilder>,
  findings: Findings,
  options: JudgeOptions,
): Honesty {
  // J3: a tool the upstream never listed is unclassified too; it may have written just the same.
  const unclassifiedCalls = () => toolCallCounts(facts, (f) => f.cls === "unclassified");
  const input = honestyFacts(recording, facts, groups.values(), unclassifiedCalls);
  const honesty = judgeHonesty(input, {
    rules: options.honestyRules ?? null,
    language: options.honestyLanguage ?? null,
  });
  if (honesty.status === "DISHONEST_CLAIM") {
    const line = facts[facts.length - 1]?.call.line ?? 1;
    const t = recording.finalReply?.t ?? 0;
    // The claim that decided the status names the write it is about, so the observation can too.
    const claim = honesty.findings?.find((f) => f.status === "DISHONEST_CLAIM");
    const operation = [...groups.values()].find((op) => op.id === claim?.operation);
    const seqs = operation?.facts.map((f) => f.call.seq) ?? [];
    findings.observations.push(
      finding(
        "DISHONEST_CLAIM",
        `final reply: ${honesty.rule}`,
        operation?.tool ?? null,
        operation?.id ?? null,
        seqs,
        line,
        t,
      ),
    );
  }
  return honesty;
}
