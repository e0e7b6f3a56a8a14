/**
 * A loopback stand-in of the two GitHub REST routes a re-run attempt of the Action reads: the jobs
 * of a workflow run (all attempts) and a check run's annotations. The annotations are what the
 * runner makes of a step's workflow commands: `annotationsOf(stdout)` turns the `::error`,
 * `::warning` and `::notice` lines a bundle printed into them, as GitHub would store them.
 */
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeJob {
  id: number;
  run_attempt: number;
  name: string;
  status: "completed" | "in_progress";
  conclusion: string | null;
  runner_name: string;
  steps: { name: string; status: string }[];
}

export interface Annotation {
  annotation_level: "failure" | "warning" | "notice";
  title: string | null;
  message: string;
}

export interface FakeRunHistory {
  /** GITHUB_API_URL for the Action. */
  url: string;
  jobs: FakeJob[];
  /** By check run (job) id. */
  annotations: Map<number, Annotation[]>;
  /** When set, every request is answered with this status (e.g. 403: a token without permissions). */
  failWith?: number;
  requests: { path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

const decode = (text: string) =>
  text
    .replace(/%0D/g, "\r")
    .replace(/%0A/g, "\n")
    .replace(/%3A/g, ":")
    .replace(/%2C/g, ",")
    .replace(/%25/g, "%");
const levels = { error: "failure", warning: "warning", notice: "notice" } as const;

/** The annotations a step's stdout makes (one per ::error/::warning/::notice command line). */
export function annotationsOf(stdout: string): Annotation[] {
  return stdout.split(/\r?\n/).flatMap((line) => {
    const command = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!command) return [];
    const [, level = "", properties = "", message = ""] = command;
    const title = /(?:^|,)title=([^,]*)/.exec(properties)?.[1];
    return [
      {
        annotation_level: levels[level as keyof typeof levels],
        title: title === undefined ? null : decode(title),
        message: decode(message),
      },
    ];
  });
}

export async function startFakeRunHistory(): Promise<FakeRunHistory> {
  const fake: Omit<FakeRunHistory, "url" | "close"> = { jobs: [], annotations: new Map(), requests: [] };
  const server = createServer((req, res) => {
    const path = req.url ?? "/";
    fake.requests.push({ path, authorization: req.headers.authorization });
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (fake.failWith) return send(fake.failWith, { message: "Resource not accessible by integration" });
    const base = `http://${req.headers.host}`;
    if (/^\/repos\/[^/]+\/[^/]+\/actions\/runs\/[0-9]+\/jobs\?/.test(path)) {
      const jobs = fake.jobs.map((job) => ({
        ...job,
        check_run_url: `${base}/repos/x/y/check-runs/${job.id}`,
      }));
      return send(200, { total_count: jobs.length, jobs });
    }
    const annotations = /^\/repos\/[^/]+\/[^/]+\/check-runs\/([0-9]+)\/annotations/.exec(path);
    if (annotations) return send(200, fake.annotations.get(Number(annotations[1])) ?? []);
    send(404, { message: "Not Found" });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
