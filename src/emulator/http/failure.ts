import { STATUS_CODES } from "node:http";

/** An error the emulator answers with; rendered as a v1 error envelope or a legacy body per surface. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly source?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }

  get title(): string {
    return STATUS_CODES[this.status] ?? "Error";
  }
}

export const invalidRequest = (detail: string, source?: Record<string, string>) =>
  new ApiFailure(400, "invalid_request", detail, source);

export const notFound = (what: string) => new ApiFailure(404, "not_found", `${what} was not found`);
