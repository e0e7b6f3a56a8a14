import type { OutputSink } from "../engine-context.js";
import type { SecretSinkHandler } from "./types.js";

/** The secret becomes the step output `<step-id>-secret`; the runner has masked it already. */
export function outputSinkHandler(outputs: OutputSink): SecretSinkHandler<"output"> {
  return {
    check: async () => [],
    prepare: async (_spec, { stepId }) => ({
      deliver: async (secret) => {
        const name = `${stepId}-secret`;
        outputs.set(name, secret);
        return { sink: "output", target: name };
      },
      abort: async () => {},
    }),
  };
}
