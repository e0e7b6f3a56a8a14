import { type Command, Option } from "@commander-js/extra-typings";
import { defineCommand } from "../define-command.js";
import { examples } from "../shared-options.js";

/** `svc run <plan-file>`: the Action's engine and plan format, in any CI (docs/cli-run.md). */
export default defineCommand({
  name: "svc run",
  description: "Run a plan file (the GitHub Action's plan format) from any CI or a terminal",
  parameters: (command: Command) =>
    command
      .argument(
        "[plan-file...]",
        "the plan: files (YAML or JSON, 4 MiB in all) or directories of *.yml / *.yaml files, run as one plan in order; - reads one from stdin",
      )
      .addOption(
        new Option("--mode <mode>", "plan only reads and reports; apply changes things")
          .choices(["plan", "apply"] as const)
          .default("plan" as const),
      )
      .option("--run-id <id>", "run identity for idempotency keys when not in a supported CI")
      .option("--run-attempt <n>", "with --run-id: the attempt (1, 2, ...); a new attempt rotates again")
      .option(
        "--secrets-dir <dir>",
        "where `output` secret sinks write: a new 0600 file <dir>/<step-id>-secret (svc run never prints a secret)",
      )
      .option(
        "--state-dir <dir>",
        "where apply keeps its run journal, so a re-run with the same run identity replays an interrupted secret reveal (default $XDG_STATE_HOME/svc/runs or ~/.local/state/svc/runs)",
      )
      .option("--fail-on-changes", "with --mode plan: exit 1 when the plan has pending changes")
      .option(
        "--concurrency <n>",
        "steps at once, 1-32 (default 8); a step waits for the steps it refers to; 1 runs them one by one in plan order",
      )
      .option(
        "--generate-plan <file>",
        "instead of running a plan, write the plan that ensures every existing webhook as it is (- for stdout); applying it changes nothing",
      )
      .option("--url-prefix <prefix>", "with --generate-plan: only the webhooks whose URL starts with this")
      .option("--force", "with --generate-plan: replace the file when it exists")
      .option("--show-unchanged", "the table lists every step, not only those that change something")
      .option(
        "--junit <file>",
        "also write a JUnit XML report here (each step a test case, each failed delivery a failure), also on failure",
      ),
  helpText:
    examples(
      "svc run webhooks.yml -o json                 # plan: what apply would change",
      "svc run webhooks.yml -o markdown > comment.md  # a pull-request comment",
      "svc run webhooks.yml --mode plan --fail-on-changes",
      "svc run webhooks.yml --mode apply --secrets-dir ./secrets -o json",
      "svc run webhooks.yml --mode apply --run-id nightly-$(date +%F)",
      "svc run webhooks.yml --mode apply --junit reports/svc-ci.xml",
      "svc run --generate-plan webhooks.yml --url-prefix https://hooks.example.com/team-a/",
    ) +
    "\nExit codes: 0 ok (plan mode: also with changes, see `changes` in -o json), 1 a step failed or\n" +
    "--fail-on-changes found changes, 2 invalid plan/flags/run identity (nothing called), 3-7 API status.\n" +
    "Run identity: GitHub Actions, GitLab CI, CircleCI, Buildkite, Azure Pipelines, Jenkins, or --run-id.\n",
  markdown: true,
  body: async () => (await import("./run.body.js")).run,
});
