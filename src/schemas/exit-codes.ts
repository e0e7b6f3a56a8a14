/** The exit codes of `svc` (the Action exits 0 or 1); what each means is `exitMeanings` in src/cli/errors.ts. */
export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
  unauthenticated: 3,
  forbidden: 4,
  notFound: 5,
  conflict: 6,
  rateLimited: 7,
  interrupted: 130,
} as const;
