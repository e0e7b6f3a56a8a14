import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { request } from "undici";
import {
  type Client,
  type ClientOptions,
  createClient,
  createLegacyClient,
  type LegacyClient,
} from "../../src/client/index.js";
import type { LoggedRequest } from "../../src/emulator/http/request-log.js";
import {
  type EmulatorOptions,
  type IssuedCredential,
  type IssuedLegacyCredential,
  type RunningEmulator,
  type readyLine,
  startEmulator,
} from "../../src/emulator/index.js";
import type { IssuedSecret } from "../../src/emulator/state/store.js";
import type { DeliveryState } from "../../src/schemas/index.js";

export type { LoggedRequest } from "../../src/emulator/http/request-log.js";

export type ReadyLine = ReturnType<typeof readyLine>;

/** Raw calls to an emulator's control API (works for in-process and spawned emulators alike). */
export function controlApi(controlUrl: string) {
  async function call<T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<T> {
    const response = await request(`${controlUrl}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
    });
    const json = (await response.body.json()) as T & { error?: { message: string } };
    if (response.statusCode >= 400)
      throw new Error(`control ${method} ${path}: ${response.statusCode} ${json.error?.message}`);
    return json;
  }
  return {
    call,
    state: () => call<Record<string, unknown>>("GET", "/state"),
    emit: (input: {
      workspaceId: string;
      event: string;
      item?: Record<string, unknown>;
      collection?: string;
    }) =>
      call<{ deliveries: { id: string; webhookId: string; state: DeliveryState }[] }>(
        "POST",
        "/events",
        input,
      ),
    addFault: (spec: Record<string, unknown>) => call<{ fault: { id: number } }>("POST", "/faults", spec),
    clearFaults: () => call<{ cleared: number }>("DELETE", "/faults"),
    /** The API requests served after `sinceSeq` (headers of interest, body digest, status, fault). */
    requests: (sinceSeq = 0) =>
      call<{ requests: LoggedRequest[]; lastSeq: number }>("GET", `/requests?sinceSeq=${sinceSeq}`),
    /** Every signing secret issued so far (needs the test-only exposeSecrets option). */
    issuedSecrets: () =>
      call<{ secrets: IssuedSecret[] }>("GET", "/secrets").then((result) =>
        result.secrets.map((issued) => issued.secret),
      ),
    revoke: (credentialId: string) => call("POST", `/credentials/${credentialId}/revoke`),
    expire: (credentialId: string) => call("POST", `/credentials/${credentialId}/expire`),
    createCredential: (input: { workspaceId: string; name: string; scopes: string[]; kind?: string }) =>
      call<{ credential: IssuedCredential }>("POST", "/credentials", input).then(
        (result) => result.credential,
      ),
    setClockOffset: (offsetMs: number) => call("POST", "/clock", { offsetMs }),
    approve: (input: {
      url?: string;
      fragment?: string;
      params?: Record<string, unknown>;
      workspaceId?: string;
    }) =>
      call<{ redirectUrl: string; code: string; state: string; region: string; cellId: string }>(
        "POST",
        "/authorize",
        input,
      ),
    webhooks: (query = "") => call<{ webhooks: Record<string, unknown>[] }>("GET", `/webhooks${query}`),
    deliveries: (query = "") => call<{ deliveries: Record<string, unknown>[] }>("GET", `/deliveries${query}`),
  };
}
export type ControlApi = ReturnType<typeof controlApi>;

export interface TestEmulator extends RunningEmulator {
  credential(name: string): IssuedCredential;
  legacyCredential(name: string): IssuedLegacyCredential;
  /** A typed v1 client for a seeded credential (by name) or a token. */
  client(nameOrToken: string, options?: Omit<ClientOptions, "token" | "baseUrl">): Client;
  legacyClient(name: string): LegacyClient;
  control: ControlApi;
  /** Resolves when a delivery record satisfies `predicate` (event-driven, bounded). */
  waitForDelivery(
    predicate: (record: DeliveryRecordView) => boolean,
    timeoutMs?: number,
  ): Promise<DeliveryRecordView>;
}

interface DeliveryRecordView {
  id: string;
  webhookId: string;
  event: string;
  state: DeliveryState;
  attempts: number;
  test: boolean;
}

/** An in-process emulator with test defaults: response self-validation on, fast retries, loopback hooks. */
export async function startTestEmulator(options: EmulatorOptions = {}): Promise<TestEmulator> {
  const emulator = await startEmulator({
    validateResponses: true,
    allowLoopbackWebhooks: true,
    retrySchedule: [0, 20, 50],
    ...options,
  });
  const find = <T extends { name: string }>(list: T[], name: string): T => {
    const found = list.find((entry) => entry.name === name);
    if (!found) throw new Error(`no seeded credential named ${name}`);
    return found;
  };
  const view = (id: string): DeliveryRecordView | undefined => {
    const record = emulator.state.deliveries.get(id);
    if (!record) return undefined;
    const { webhookId, event, state, test } = record;
    return { id, webhookId, event, state, attempts: record.attempts.length, test };
  };
  return {
    ...emulator,
    credential: (name) => find(emulator.credentials, name),
    legacyCredential: (name) => find(emulator.legacyCredentials, name),
    client: (nameOrToken, clientOptions = {}) =>
      createClient({
        token: nameOrToken.startsWith("tg_") ? nameOrToken : find(emulator.credentials, nameOrToken).token,
        baseUrl: emulator.baseUrl,
        ...clientOptions,
      }),
    legacyClient: (name) =>
      createLegacyClient({
        token: find(emulator.legacyCredentials, name).token,
        baseUrl: emulator.legacyBaseUrl,
      }),
    control: controlApi(emulator.controlUrl),
    waitForDelivery: (predicate, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        for (const id of emulator.state.deliveries.keys()) {
          const current = view(id);
          if (current && predicate(current)) return resolve(current);
        }
        const onChange = (record: { id: string }) => {
          const current = view(record.id);
          if (!current || !predicate(current)) return;
          cleanup();
          resolve(current);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no delivery matched within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          emulator.deliveries.off("change", onChange);
        };
        emulator.deliveries.on("change", onChange);
      }),
  };
}

export interface SpawnedEmulator {
  ready: ReadyLine;
  child: ChildProcess;
  /** Every stdout line printed so far. */
  stdoutLines: string[];
  stderr(): string;
  /** Sends `signal` and resolves with the exit code and signal. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A seeded credential of a spawned emulator, by name (the seed has admin, reader, ...). */
export function seededCredential(
  emulator: SpawnedEmulator,
  name = "admin",
): ReadyLine["credentials"][number] {
  const credential = emulator.ready.credentials.find((candidate) => candidate.name === name);
  if (!credential) throw new Error(`the emulator seeded no ${name} credential`);
  return credential;
}

export const EMULATOR_BUNDLE = fileURLToPath(new URL("../../dist/emulator.js", import.meta.url));

/** Runs `node dist/emulator.js --port 0 ...args` and parses its single JSON ready line. */
export async function spawnEmulator(args: string[] = [], timeoutMs = 15_000): Promise<SpawnedEmulator> {
  const child = spawn(process.execPath, [EMULATOR_BUNDLE, "--port", "0", ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stdoutLines: string[] = [];
  let stderr = "";
  let pending = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const exited = once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
  const ready = await new Promise<ReadyLine>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`emulator not ready after ${timeoutMs} ms; stderr: ${stderr}`)),
      timeoutMs,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(error);
    };
    child.stdout?.on("data", (chunk: Buffer) => {
      pending += chunk.toString("utf8");
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        stdoutLines.push(line);
        if (stdoutLines.length !== 1) continue;
        clearTimeout(timer);
        try {
          resolve(JSON.parse(line) as ReadyLine);
        } catch {
          fail(new Error(`ready line is not JSON: ${line.slice(0, 200)}`));
        }
      }
    });
    void exited.then(([code]) =>
      fail(new Error(`emulator exited with ${code} before ready; stderr: ${stderr}`)),
    );
  });
  return {
    ready,
    child,
    stdoutLines,
    stderr: () => stderr,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const [code, exitSignal] = await exited;
      return { code, signal: exitSignal };
    },
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON body, or undefined when empty. */
  body: unknown;
}

/** One raw HTTP request (for what the typed client refuses to send); JSON bodies are parsed. */
export async function rawRequest(
  url: string,
  init: { method?: string; token?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { accept: "application/json", ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    headers["content-type"] ??= "application/json";
  }
  const response = await request(url, {
    method: (init.method ?? "GET") as "GET",
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.body.text();
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return { status: response.statusCode, headers: flat, body: text === "" ? undefined : JSON.parse(text) };
}
