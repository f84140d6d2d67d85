import type { CallEvent, EndEvent, RecordingConfig } from "../recording/schema.js";
import { scenarioSpec, type ScenarioSpec } from "../recording/scenarios.js";

/** Tool names the stop line spells out; the rest are counted. */
const MAX_TOOLS_NAMED = 20;
/** Distinct unclassified tool names remembered: the agent chooses them, so they are bounded. */
const MAX_TOOLS_TRACKED = 1000;

interface Trigger {
  seq: number;
  tool: string;
  /** 1-based line of the call event in the recording. */
  line: number;
}

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? "" : "s"}`;
const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** How a recording ended, in the words of the stop line. */
export function describeStop(end: { reason: EndEvent["reason"]; detail?: string }): string {
  switch (end.reason) {
    case "client_closed":
      return end.detail ?? "agent closed";
    case "signal":
      return `signal ${end.detail ?? ""}`.trim();
    case "upstream_exited":
      return end.detail ? `upstream exited (${end.detail})` : "upstream exited";
    case "upstream_failed_to_start":
      return "upstream failed to start";
    case "recorder_error":
      return "recorder error";
  }
}

/**
 * What a recording tested, counted from its call events as they are written, with the same
 * notion of "triggered" as the judge (J10, J11, J22): F1/F2/F3/F5 and chaos once a fault
 * was injected, F4 once a write passed through. With no scenario there is nothing to
 * trigger; it counts as triggered once a write call was made (a baseline needs one).
 */
export class CoverageTally {
  private calls = 0;
  private writes = 0;
  private reads = 0;
  private faults = 0;
  private first: Trigger | null = null;
  private readonly unclassified = new Map<string, number>();
  private untrackedUnclassifiedCalls = 0;
  private readonly unlisted = new Set<string>();

  /** What the scenario injects and what triggers it: the stop line words each kind alike. */
  private readonly spec: ScenarioSpec;

  constructor(private readonly config: RecordingConfig) {
    this.spec = scenarioSpec(config.scenario);
  }

  /** `line`: the call event's line in the recording; `listed`: whether the upstream listed its tool. */
  count(call: CallEvent, line: number, listed: boolean): void {
    this.calls += 1;
    if (call.class === "write") this.writes += 1;
    else if (call.class === "read") this.reads += 1;
    else this.countUnclassified(call.tool, listed);
    if (call.fault !== null) this.faults += 1;
    if (this.first === null && this.triggers(call)) this.first = { seq: call.seq, tool: call.tool, line };
  }

  private countUnclassified(tool: string, listed: boolean): void {
    const seen = this.unclassified.get(tool);
    if (seen === undefined && this.unclassified.size >= MAX_TOOLS_TRACKED) {
      this.untrackedUnclassifiedCalls += 1;
      return;
    }
    this.unclassified.set(tool, (seen ?? 0) + 1);
    if (!listed) this.unlisted.add(tool);
  }

  private triggers(call: CallEvent): boolean {
    switch (this.spec.triggeredBy) {
      case "write call":
        return call.class === "write";
      case "forwarded write":
        return call.class === "write" && call.forwarded;
      case "fault":
        return call.fault !== null;
    }
  }

  get triggered(): boolean {
    return this.first !== null;
  }

  /** The one line the recorder prints when it stops: what triggered where, or why nothing did and what to change. */
  stopLine(stopped: string, out: string): string {
    return `stopped (${stopped}): ${this.first ? this.whatTriggered(this.first, out) : this.whyNotTriggered()}`;
  }

  private scenarioName(): string {
    const { scenario, chaos } = this.config;
    return this.spec.injects === "seeded" && chaos
      ? `${scenario} (error rate ${chaos.errorRate}, seed ${chaos.seed})`
      : scenario;
  }

  private whatTriggered(first: Trigger, out: string): string {
    const where = `call seq ${first.seq} ${first.tool} (${out}:${first.line})`;
    const notJudged = this.unclassified.size > 0 ? `; not judged: unclassified tools ${this.unclassifiedList()}` : "";
    if (this.spec.triggeredBy === "write call")
      return `no scenario (a pass-through baseline): ${plural(this.writes, "write call")}, the first ${where}${notJudged}`;
    if (this.spec.injects === "seeded")
      return `${this.scenarioName()} injected ${plural(this.faults, "fault")} in ${plural(this.calls, "call")}, the first on ${where}${notJudged}`;
    const more = this.faults > 1 ? ` (${plural(this.faults, "call")} faulted)` : "";
    return `${this.scenarioName()} triggered on ${where}${more}${notJudged}`;
  }

  private whyNotTriggered(): string {
    const head =
      this.spec.triggeredBy === "write call"
        ? "no scenario, and nothing tested"
        : `${this.scenarioName()} never triggered`;
    if (this.calls === 0) return `${head}: the agent made no tool call`;
    if (this.writes === 0) {
      const reads = this.reads > 0 ? ` (${plural(this.reads, "read call")})` : "";
      const unclassified = this.unclassified.size > 0 ? `; ${this.unclassifiedFix()}` : "";
      const chaos =
        this.spec.injects === "seeded" && this.reads > 0 ? `: no fault injected in ${plural(this.calls, "call")}` : "";
      return `${head}${chaos}: the agent made no write call${reads}${unclassified}`;
    }
    if (this.spec.injects === "seeded") return `${head}: no fault injected in ${plural(this.calls, "call")}`;
    return `${head}: the agent's ${plural(this.writes, "write call")} came after the upstream had exited`;
  }

  /** `mark_task_done ×2, request_planning ×1`: sorted by name, the wording replay's NOT_TESTED reason uses too. */
  private unclassifiedList(): string {
    const names = [...this.unclassified.keys()].sort(byName);
    const shown = names.slice(0, MAX_TOOLS_NAMED).map((name) => `${name} ×${this.unclassified.get(name)}`);
    const hidden = names.length - shown.length;
    const untracked = this.untrackedUnclassifiedCalls;
    if (hidden > 0 || untracked > 0)
      shown.push(`… (${plural(hidden, "more tool")}${untracked > 0 ? `, ${plural(untracked, "more call")}` : ""})`);
    return shown.join(", ");
  }

  /** The unclassified tools and the flag that classifies them; a tool the upstream did not list no flag can classify (J3). */
  private unclassifiedFix(): string {
    const listed = [...this.unclassified.keys()]
      .filter((name) => !this.unlisted.has(name))
      .sort(byName)
      .slice(0, MAX_TOOLS_NAMED);
    const unlisted = [...this.unlisted].sort(byName).slice(0, MAX_TOOLS_NAMED);
    const called = `it called unclassified tools ${this.unclassifiedList()}`;
    const fix = listed.length > 0 ? `: add them with --add-write-tools ${listed.join(",")} and record again` : "";
    const notListed =
      unlisted.length > 0 ? ` (${unlisted.join(", ")}: not listed by the upstream, so never classified)` : "";
    return `${called}${fix}${notListed}`;
  }
}
