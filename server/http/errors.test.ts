import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodFields } from "./errors";

describe("zodFields", () => {
  const body = z.strictObject({ name: z.string(), nested: z.strictObject({ n: z.number() }) });
  const fieldsOf = (raw: string) => zodFields(body.safeParse(JSON.parse(raw)).error!);

  it("names each refused field once, with the first message", () => {
    const fields = fieldsOf('{"name":1,"nested":{"n":"x"}}');
    expect(Object.keys(fields).sort()).toEqual(["name", "nested.n"]);
    expect(fields.name).toBe("Expected text.");
    expect(fields["nested.n"]).toBe("Expected a number.");
  });
  it("names an unknown key, also one named like an Object member", () => {
    const fields = fieldsOf('{"name":"a","nested":{"n":1},"__proto__":{"x":1},"constructor":1,"extra":1}');
    expect(Object.keys(fields).sort()).toEqual(["__proto__", "constructor", "extra"]);
    expect(JSON.parse(JSON.stringify(fields))).toEqual({
      ["__proto__"]: "Unknown field.",
      constructor: "Unknown field.",
      extra: "Unknown field.",
    });
  });
});
