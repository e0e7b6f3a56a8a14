/**
 * The counts a reviewer reads first (docs/plan.md "Reviewing a plan"): how many steps create,
 * update, rotate, remove, and how many change nothing, Terraform's `Plan: 1 to add, ...` line.
 */
import type { Mode } from "../engine-context.js";

/** A step's place in the counts, from its status and `change`. */
export type ChangeKind = "create" | "update" | "rotate" | "remove" | "unchanged" | "failed" | "not-run";

export type ChangeCounts = Record<ChangeKind, number>;

const kindOfChange: Readonly<Record<string, ChangeKind>> = {
  created: "create",
  "would-create": "create",
  updated: "update",
  reactivated: "update",
  "would-update": "update",
  "would-reactivate": "update",
  rotated: "rotate",
  "would-rotate": "rotate",
  removed: "remove",
  "would-remove": "remove",
};

export function changeKind(step: { status: string; change?: string | undefined }): ChangeKind {
  if (step.status === "failed") return "failed";
  if (step.status === "not-run") return "not-run";
  return (step.change !== undefined && kindOfChange[step.change]) || "unchanged";
}

export function countKinds(steps: readonly { status: string; change?: string | undefined }[]): ChangeCounts {
  const counts: ChangeCounts = {
    create: 0,
    update: 0,
    rotate: 0,
    remove: 0,
    unchanged: 0,
    failed: 0,
    "not-run": 0,
  };
  for (const step of steps) counts[changeKind(step)] += 1;
  return counts;
}

/** How each count reads in plan mode (future) and after apply (past). */
const words: Record<ChangeKind, { plan: string; apply: string }> = {
  create: { plan: "to create", apply: "created" },
  update: { plan: "to update", apply: "updated" },
  rotate: { plan: "to rotate", apply: "rotated" },
  remove: { plan: "to remove", apply: "removed" },
  unchanged: { plan: "unchanged", apply: "unchanged" },
  failed: { plan: "failed", apply: "failed" },
  "not-run": { plan: "not run", apply: "not run" },
};

/** Always shown, even when 0 (a reviewer reads "0 to remove" as a fact); the rest only when not 0. */
const alwaysShown = new Set<ChangeKind>(["create", "update", "remove", "unchanged"]);

/**
 * `Plan: 10 to create, 10 to update, 2 to remove, 278 unchanged` (plan mode) or
 * `Apply: 10 created, 10 updated, 2 removed, 278 unchanged`; rotations, failures and steps not run
 * are added when there are any.
 */
export function countsLine(mode: Mode, counts: ChangeCounts): string {
  const order: ChangeKind[] = ["create", "update", "rotate", "remove", "unchanged", "failed", "not-run"];
  const parts = order
    .filter((kind) => alwaysShown.has(kind) || counts[kind] > 0)
    .map((kind) => `${counts[kind]} ${words[kind][mode]}`);
  return `${mode === "plan" ? "Plan" : "Apply"}: ${parts.join(", ")}`;
}
