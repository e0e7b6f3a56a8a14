import { setFlagsFromString } from "node:v8";

/**
 * `svc … list --all` walks up to 10,000 pages; every page leaves about a megabyte of short-lived
 * garbage (response buffers, the parsed body, the validated copy, the output lines). V8's default
 * heuristics then grow the young generation and let dead ArrayBuffers pile up between collections,
 * so the process ends up ~90 MB above a one-page run although it never holds more than two pages.
 * `--optimize-for-size` makes V8 collect and shrink eagerly instead (bench/cli.ts measures the
 * walk's peak RSS over a one-page run; docs/startup.md has the figures), for a few per cent of
 * wall time. V8 reads this flag in its heuristics at run time (when to collect, how far to grow,
 * cache sizes, bytecode flushing), unlike the heap-size flags, which only count at start-up and do
 * nothing here (measured); none of it changes what the program computes. Set just before the
 * walk, so start-up and every other command are untouched.
 */
export function favourMemoryOverSpeed(): void {
  setFlagsFromString("--optimize-for-size");
}
