import { UsageError } from "./args.js";
import { LOOPGATE_VERSION } from "../version.js";
import { EXIT } from "./exit-codes.js";
import { ConfigError } from "../config/error.js";
import { errorMessage, firstLine } from "../util/text.js";
import { writeStderr } from "./stderr.js";

export type CommandRunner = (argv: string[]) => Promise<number>;

/** Each command is loaded only when called, so `replay` never pays for the recorder's SDK. */
const COMMANDS: Record<string, { summary: string; load: () => Promise<CommandRunner> }> = {
  replay: {
    summary: "judge recordings, print a summary, write reports",
    load: async () => (await import("./replay.js")).runReplayCommand,
  },
  merge: {
    summary: "combine the JSON reports of replay --shard into one run, then gate it",
    load: async () => (await import("./merge.js")).runMergeCommand,
  },
  report: {
    summary: "render JUnit/Markdown from a saved JSON report",
    load: async () => (await import("./report.js")).runReportCommand,
  },
  diff: {
    summary: "compare a report against a baseline (the regression gate)",
    load: async () => (await import("./diff.js")).runDiffCommand,
  },
  record: {
    summary: "record an agent's loop through the MCP chaos proxy",
    load: async () => (await import("./record.js")).runRecordCommand,
  },
  doctor: {
    summary: "classify an upstream's tools and audit their schemas",
    load: async () => (await import("./doctor.js")).runDoctorCommand,
  },
  init: {
    summary: "classify an upstream's tools and write loopgate.json",
    load: async () => (await import("./init.js")).runInitCommand,
  },
  annotate: {
    summary: "add the agent's final reply (or its transcript) to a recording",
    load: async () => (await import("./annotate.js")).runAnnotateCommand,
  },
  seal: {
    summary: "re-compute a recording's checksum after an intended edit",
    load: async () => (await import("./seal.js")).runSealCommand,
  },
};

function usage(): string {
  const lines = ["usage: loopgate <command> [options]", "", "commands:"];
  for (const [name, command] of Object.entries(COMMANDS)) lines.push(`  ${name.padEnd(8)} ${command.summary}`);
  lines.push(
    "",
    "Run 'loopgate <command> --help' for a command's options. Exit codes: 0 done, 1 unreadable input, 2 usage error, 3 regression, 4 record: scenario never triggered (--require-trigger).",
  );
  return lines.join("\n");
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    process.stdout.write(`${usage()}\n`);
    return name === undefined ? EXIT.USAGE : EXIT.OK;
  }
  if (name === "--version" || name === "-v") {
    process.stdout.write(`${LOOPGATE_VERSION}\n`);
    return EXIT.OK;
  }
  const command = COMMANDS[name];
  if (!command) {
    writeStderr("loopgate: ", `unknown command "${name}" (commands: ${Object.keys(COMMANDS).join(", ")})`);
    return EXIT.USAGE;
  }
  try {
    const run = await command.load();
    return await run(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      writeStderr(`loopgate ${name}: `, `${error.message} (see 'loopgate ${name} --help')`);
      return EXIT.USAGE;
    }
    if (error instanceof ConfigError) {
      writeStderr(`loopgate ${name}: `, error.message);
      return EXIT.USAGE;
    }
    const message = errorMessage(error);
    writeStderr(`loopgate ${name}: `, firstLine(message));
    if (process.env.LOOPGATE_DEBUG && error instanceof Error && error.stack) writeStderr("", error.stack);
    return EXIT.UNREADABLE;
  }
}
