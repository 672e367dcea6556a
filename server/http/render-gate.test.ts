import { afterEach, describe, expect, it, vi } from "vitest";
import { createRenderGate, RenderGateBusy } from "./render-gate";

/** A task that finishes when told to, recording when it started. */
function deferredTask(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (err: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const task = () => {
    log.push(name);
    return done;
  };
  return { task, finish: () => finish(name), fail: (err: Error) => fail(err) };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("render gate", () => {
  afterEach(() => vi.useRealTimers());

  it("runs at most `concurrency` tasks at once, the others in the order they came", async () => {
    const gate = createRenderGate({ concurrency: 2, maxWaitMs: 10_000, maxWaiting: 10 });
    const started: string[] = [];
    const tasks = ["a", "b", "c", "d"].map((name) => deferredTask(started, name));
    const results = tasks.map((t) => gate.run(t.task));
    await flush();
    expect(started).toEqual(["a", "b"]);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);

    tasks[1]!.finish();
    await flush();
    expect(started).toEqual(["a", "b", "c"]);
    tasks[0]!.finish();
    await flush();
    expect(started).toEqual(["a", "b", "c", "d"]);
    tasks[2]!.finish();
    tasks[3]!.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it("gives the turn on when a task fails, and passes the failure to its caller", async () => {
    const gate = createRenderGate({ concurrency: 1, maxWaitMs: 10_000, maxWaiting: 10 });
    const started: string[] = [];
    const first = deferredTask(started, "first");
    const second = deferredTask(started, "second");
    const a = gate.run(first.task);
    const b = gate.run(second.task);
    await flush();
    first.fail(new Error("loader failed"));
    await expect(a).rejects.toThrow("loader failed");
    await flush();
    expect(started).toEqual(["first", "second"]);
    second.finish();
    await expect(b).resolves.toBe("second");
    // A task that throws before returning a promise frees its turn too.
    await expect(
      gate.run(() => {
        throw new Error("sync");
      }),
    ).rejects.toThrow("sync");
    expect(gate.running).toBe(0);
  });

  it("turns a render away after waiting `maxWaitMs`, and the gate still works after", async () => {
    vi.useFakeTimers();
    const gate = createRenderGate({ concurrency: 1, maxWaitMs: 1_000, maxWaiting: 10 });
    const started: string[] = [];
    const stuck = deferredTask(started, "stuck");
    const late = deferredTask(started, "late");
    void gate.run(stuck.task);
    const waiting = gate.run(late.task);
    const outcome = waiting.catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(999);
    expect(gate.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const err = await outcome;
    expect(err).toBeInstanceOf(RenderGateBusy);
    expect((err as RenderGateBusy).reason).toBe("wait");
    expect([gate.running, gate.waiting]).toEqual([1, 0]);

    // The one that gave up never runs; the next caller gets the freed turn.
    stuck.finish();
    await vi.advanceTimersByTimeAsync(0);
    const next = deferredTask(started, "next");
    const n = gate.run(next.task);
    await vi.advanceTimersByTimeAsync(0);
    next.finish();
    await expect(n).resolves.toBe("next");
    expect(started).toEqual(["stuck", "next"]);
  });

  it("turns away at once when `maxWaiting` are already waiting", async () => {
    const gate = createRenderGate({ concurrency: 1, maxWaitMs: 10_000, maxWaiting: 2 });
    const started: string[] = [];
    const tasks = ["a", "b", "c", "d"].map((name) => deferredTask(started, name));
    const results = tasks.map((t) => gate.run(t.task).catch((err: unknown) => err));
    await flush();
    const fourth = await results[3];
    expect(fourth).toBeInstanceOf(RenderGateBusy);
    expect((fourth as RenderGateBusy).reason).toBe("queue");
    for (const t of tasks.slice(0, 3)) {
      t.finish();
      await flush();
    }
    expect(await Promise.all(results.slice(0, 3))).toEqual(["a", "b", "c"]);
  });

  it("keeps its queue as long as those still waiting while renders are stuck", async () => {
    vi.useFakeTimers();
    const gate = createRenderGate({ concurrency: 1, maxWaitMs: 100, maxWaiting: 1_000 });
    const started: string[] = [];
    const stuck = deferredTask(started, "stuck");
    void gate.run(stuck.task);
    // 500 renders arrive over 5 s and each gives up; none of them ever starts.
    const outcomes: Promise<unknown>[] = [];
    let longest = 0;
    for (let i = 0; i < 500; i++) {
      outcomes.push(gate.run(deferredTask(started, `w${i}`).task).catch((err: unknown) => err));
      await vi.advanceTimersByTimeAsync(10);
      longest = Math.max(longest, gate.queued);
    }
    // ~10 wait at any moment; without dropping those that gave up the queue would reach 500.
    expect(longest).toBeLessThanOrEqual(2 * 11 + 64);
    await vi.advanceTimersByTimeAsync(100);
    const errors = await Promise.all(outcomes);
    expect(errors.every((e) => e instanceof RenderGateBusy)).toBe(true);
    expect(gate.waiting).toBe(0);
    expect(started).toEqual(["stuck"]);
    // The next render, once the stuck one ends, gets its turn at once.
    stuck.finish();
    await vi.advanceTimersByTimeAsync(0);
    const next = deferredTask(started, "next");
    const n = gate.run(next.task);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(["stuck", "next"]);
    next.finish();
    await expect(n).resolves.toBe("next");
  });
});
