// For the SDK's tests: a fetch that records each call and gives one answer to all of them.

export interface RecordedCall {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  /** The JSON body, parsed; undefined when the call had none. */
  body: unknown;
}

export function recordingFetch(status = 200, answer: unknown = {}) {
  const calls: RecordedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls.push({
      url: String(input),
      method: init?.method,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify(answer), { status, statusText: "Status" });
  };
  return { fetch, calls };
}
