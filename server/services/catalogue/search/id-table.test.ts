import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { IdTable } from "./id-table";

describe("IdTable: the index's product ids by slot, and each id's slot", () => {
  it("finds every id and every slot's id, before and after slots are freed and given again", () => {
    const table = new IdTable();
    const model = new Map<number, string>();
    for (let slot = 0; slot < 5_000; slot++) {
      const id = randomUUID();
      table.set(slot, id);
      model.set(slot, id);
    }
    // Free every third slot, then give half of them new ids (same length: rewritten in place)
    // and the other half short or long ones (appended; the arena grows and is compacted).
    for (let slot = 0; slot < 5_000; slot += 3) {
      table.clear(slot);
      model.delete(slot);
    }
    for (let slot = 0; slot < 5_000; slot += 6) {
      const id = slot % 12 === 0 ? randomUUID() : `p-${slot}-${"x".repeat(slot % 50)}`;
      table.set(slot, id);
      model.set(slot, id);
    }
    for (let slot = 0; slot < 5_000; slot++) {
      const id = model.get(slot);
      expect(table.idOf(slot)).toBe(id ?? "");
      if (id) expect(table.slotOf(id)).toBe(slot);
    }
    expect(table.slotOf(randomUUID())).toBeUndefined();
    expect(table.slotOf("")).toBeUndefined();
  });

  it("keeps ids past ASCII as they were given", () => {
    const table = new IdTable();
    table.set(0, "café-écharpe");
    table.set(1, "tote");
    expect(table.idOf(0)).toBe("café-écharpe");
    expect(table.slotOf("café-écharpe")).toBe(0);
    expect(table.slotOf("cafe-echarpe")).toBeUndefined();
  });

  it("orders two slots as their ids compare as strings", () => {
    const table = new IdTable();
    const ids = ["b", "a", "ab", "abc", "B", "a0", "0a-9", "zz"];
    ids.forEach((id, slot) => table.set(slot, id));
    for (let a = 0; a < ids.length; a++)
      for (let b = 0; b < ids.length; b++)
        expect(Math.sign(table.compare(a, b))).toBe(ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
  });

  it("refuses a second id for a held slot and an id already held elsewhere", () => {
    const table = new IdTable();
    table.set(0, "coat");
    expect(() => table.set(0, "scarf")).toThrow();
    expect(() => table.set(1, "coat")).toThrow();
    table.clear(0);
    table.set(1, "coat");
    expect(table.slotOf("coat")).toBe(1);
  });

  it("still finds ids after many are freed and given again (the table's removed entries)", () => {
    const table = new IdTable();
    for (let round = 0; round < 40; round++)
      for (let slot = 0; slot < 200; slot++) {
        table.clear(slot);
        table.set(slot, `r${round}-s${slot}`);
      }
    for (let slot = 0; slot < 200; slot++) {
      expect(table.slotOf(`r39-s${slot}`)).toBe(slot);
      expect(table.slotOf(`r38-s${slot}`)).toBeUndefined();
    }
  });
});
