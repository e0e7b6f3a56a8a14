/**
 * The run journal: what a run needs to finish a secret reveal that a crash interrupted
 * (docs/plan.md "Crash safety"). Before the API call that reveals a secret, the step durably records
 * its intent (the idempotency key and, for a rotation, the If-Match it sends); after the sink holds
 * the secret, the record says so. A later run with the same run identity that finds a record for
 * its step and key replays that exact request (same key, same If-Match), so the service answers the
 * same secret instead of issuing a new one, and delivers it to the sink again. Never a secret in it.
 */
export interface RevealRecord {
  v: 1;
  step: string;
  op: "create" | "rotate";
  key: string;
  /** `pending`: the reveal was sent (or about to be); `stored`: the sink holds the secret. */
  state: "pending" | "stored";
  /** rotate: the webhook and the revision sent as If-Match. */
  webhookId?: string;
  ifMatch?: string;
  sink: string;
  /** Where the secret goes, when the sink knows it before the call (a file path). */
  target?: string;
  /** Of the stored secret (docs/plan.md "Secret sinks"). */
  fingerprint?: string;
  at: string;
}

export interface RevealJournal {
  /** Where the records live, for messages (a directory). */
  readonly location: string;
  /**
   * How a run gets to replay from this journal, for failure messages (default: "a re-run with the
   * same run identity replays it from the run journal (<location>)").
   */
  readonly replayHint?: string;
  read(stepId: string): Promise<RevealRecord | undefined>;
  /** Durable when it returns (written to a temp file, fsynced, renamed, directory fsynced). */
  write(record: RevealRecord): Promise<void>;
  remove(stepId: string): Promise<void>;
}
