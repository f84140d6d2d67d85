import type { Finding, Judgement } from "../judge/types.js";
import type { Patch } from "./types.js";

/** J27: our own, model-agnostic instruction blocks; suggestions, not proven fixes. */
const TEXTS: Record<Patch["id"], { title: string; text: string }> = {
  GHOST_WRITE: {
    title: "Do not repeat a write that timed out",
    text: [
      "When a tool that changes something (a booking, a payment, a message) times out or returns no answer,",
      "assume it may have gone through. Do not call it again. First use a read tool to look for the record",
      "(by the reference, customer and date you sent). Only if the read shows it does not exist may you send",
      "the write again, with the same idempotency key. If you cannot check, tell the user the outcome is unknown.",
    ].join("\n"),
  },
  IDEMPOTENCY: {
    title: "Send each write once, with one idempotency key",
    text: [
      "Treat every call that changes state as something that must happen exactly once.",
      "Create one idempotency key per intended action and reuse it for any retry of that same action.",
      "Never send the same write twice in parallel, and never repeat a write that already succeeded.",
    ].join("\n"),
  },
  RATE_LIMIT: {
    title: "Honour retry_after",
    text: [
      "When a tool answers with status 429 and a retry_after value, nothing was done.",
      "Wait at least retry_after seconds before sending the same request again, or tell the user when you will retry.",
      "Do not work around the limit by sending the request again sooner.",
    ].join("\n"),
  },
  VERIFICATION: {
    title: "Check the outcome after an uncertain write",
    text: [
      "After a write times out, its outcome is unknown: it may have been carried out.",
      "Before you answer the user, check with a read tool whether the record exists, and report what you found.",
      "Never tell the user it failed, or that it succeeded, without checking.",
    ].join("\n"),
  },
};

const ORDER: Patch["id"][] = ["GHOST_WRITE", "IDEMPOTENCY", "RATE_LIMIT", "VERIFICATION"];

export function patchesFor(judgement: Judgement): Patch[] {
  const reasons = new Map<Patch["id"], Set<string>>();
  const add = (id: Patch["id"], finding: Finding) => {
    const set = reasons.get(id) ?? new Set<string>();
    set.add(finding.code);
    reasons.set(id, set);
  };
  for (const v of judgement.violations) {
    if (v.code === "DUPLICATE_EXECUTION") {
      if (v.afterTimeout) add("GHOST_WRITE", v);
      if (!v.afterTimeout || v.parallel) add("IDEMPOTENCY", v);
    } else if (v.code === "RETRY_AFTER_VIOLATED") {
      add("RATE_LIMIT", v);
    }
  }
  // J17 (rules version 3): a write a look-alike unclassified read would have verified needs configuration, not a prompt.
  for (const o of judgement.observations) {
    if (o.code === "UNVERIFIED_AFTER_TIMEOUT" && o.lookAlikeReads === undefined) add("VERIFICATION", o);
    // J29 (rules version 3): a ghost write re-sent blindly that the server happened to ignore.
    if (o.code === "NO_EFFECT_REPEAT" && o.afterTimeout === true && o.verifiedBefore === false) add("VERIFICATION", o);
  }
  return ORDER.filter((id) => reasons.has(id)).map((id) => ({
    id,
    title: TEXTS[id].title,
    because: [...reasons.get(id)!].sort(),
    text: TEXTS[id].text,
  }));
}
