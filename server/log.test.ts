import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { errorWithoutSql } from "./log";

describe("errorWithoutSql", () => {
  it("keeps a failed query's reason and code, not its SQL or parameters", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: "22021",
    });
    const err = new DrizzleQueryError(
      'select "email" from "user" where "email" = $1',
      ["ana@example.com"],
      cause,
    );
    const logged = JSON.stringify(errorWithoutSql(err));
    expect(logged).toContain("22021");
    expect(logged).toContain("invalid byte sequence");
    expect(logged).not.toContain("select");
    expect(logged).not.toContain("ana@example.com");
  });

  it("serialises other errors as usual", () => {
    expect(errorWithoutSql(new Error("boom"))).toMatchObject({ message: "boom", type: "Error" });
  });
});
