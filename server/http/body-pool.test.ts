import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { BodyPool, joinPieces, takeForAnswer, whenSent } from "./body-pool";

describe("BodyPool", () => {
  it("hands a given-back buffer to the next answer of about its size, and keeps no more than its bound", () => {
    const pool = new BodyPool(64 * 1024, 32 * 1024);
    const a = pool.take(20_000);
    expect(a.length).toBe(32 * 1024);
    pool.give(a);
    expect(pool.keptBytes).toBe(32 * 1024);
    expect(pool.take(17_000)).toBe(a);
    expect(pool.take(17_000)).not.toBe(a);
    // Larger than maxBody: never kept; past maxBytes: dropped.
    pool.give(pool.take(40_000));
    expect(pool.keptBytes).toBe(0);
    pool.give(pool.take(1));
    pool.give(pool.take(20_000));
    pool.give(pool.take(20_000));
    expect(pool.keptBytes).toBe(16 * 1024 + 32 * 1024);
  });

  it("gives an answer's buffer back only once its response is sent", () => {
    const pool = new BodyPool();
    const outgoing = new EventEmitter();
    const sent = whenSent({ outgoing });
    const body = joinPieces([Buffer.from("<p>"), Buffer.from("é"), Buffer.from("</p>")], pool, sent);
    expect(Buffer.from(body).toString("utf8")).toBe("<p>é</p>");
    expect(pool.keptBytes).toBe(0);
    outgoing.emit("finish");
    expect(pool.keptBytes).toBe(16 * 1024);
    expect(pool.take(10).buffer).toBe(body.buffer);
  });

  it("without a Node response, every answer gets a buffer of its own", () => {
    const pool = new BodyPool();
    expect(whenSent(undefined)).toBeUndefined();
    expect(whenSent({ incoming: {} })).toBeUndefined();
    const own = takeForAnswer(100, pool, undefined);
    expect(own.length).toBe(100);
    expect(pool.keptBytes).toBe(0);
  });
});
