import type { Fault, RecordingConfig, ToolClass } from "../recording/schema.js";
import { scenarioSpec, type ScenarioSpec } from "../recording/scenarios.js";
import { mulberry32 } from "./prng.js";

/** The scenario state while recording (J10, J11): which write calls a fault applies to. */
export type ScenarioState = "armed" | "in_flight" | "consumed";

/** Whether a call's fault is a ghost write (F1): forwarded, and its answer replaced by a timeout (J11). */
export function isGhost(fault: Fault | null): boolean {
  return fault !== null && scenarioSpec(fault).injects === "ghost";
}

/**
 * The fault policy (J10, J11, J15), read from the scenario table: which call gets which
 * fault. The recorder asks it about every tool call, and tells it how a ghost write ended,
 * since that decides whether the scenario is spent or armed again.
 */
export class FaultPolicy {
  private state: ScenarioState = "armed";
  private readonly spec: ScenarioSpec;
  private readonly seeded: (() => number) | null;

  constructor(private readonly config: Pick<RecordingConfig, "scenario" | "chaos">) {
    this.spec = scenarioSpec(config.scenario);
    this.seeded = config.chaos ? mulberry32(config.chaos.seed) : null;
  }

  /** The next seeded draw, made for every call in chaos mode (and recorded with it); otherwise undefined. */
  draw(): number | undefined {
    return this.seeded ? this.seeded() : undefined;
  }

  /** Whether a call still to come could get a fault: while none can, lines pass on before they are parsed. */
  mayApply(): boolean {
    if (this.spec.injects === "seeded" || this.seeded !== null) return true;
    return this.spec.injects !== "nothing" && this.state === "armed";
  }

  /** The fault this call gets, if any; `draw` is its seeded draw. */
  decide(toolClass: ToolClass, draw: number | undefined): Fault | null {
    const { chaos } = this.config;
    const fault = this.config.scenario as Fault;
    switch (this.spec.injects) {
      case "seeded":
        return chaos && toolClass !== "unclassified" && draw !== undefined && draw < chaos.errorRate ? fault : null;
      case "nothing":
        return null;
      case "ghost":
        if (toolClass !== "write" || this.state !== "armed") return null;
        this.state = "in_flight";
        return fault;
      case "once":
        if (toolClass !== "write" || this.state !== "armed") return null;
        this.state = "consumed";
        return fault;
    }
  }

  /**
   * How a ghost write ended: `executed` when the upstream may have run it (it answered
   * without an error, or never answered), which spends the scenario; otherwise (an error,
   * in-band or not, or nothing sent) the next write gets it.
   */
  settleGhost(executed: boolean): void {
    this.state = executed ? "consumed" : "armed";
  }
}
