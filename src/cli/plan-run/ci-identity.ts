/**
 * Moved to src/engine/plan-run/run-identity.ts (shared by the Action and the CLI). This re-export only
 * keeps test/reliability/fleet.test.ts compiling until its import is updated; delete it then.
 */
export { detectRunIdentity } from "../../engine/plan-run/run-identity.js";
