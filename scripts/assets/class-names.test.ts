import path from "node:path";
import { describe, expect, it } from "vitest";
import { shortClassName } from "./class-names.mjs";

const root = path.resolve("/project");
const file = (p: string) => path.join(root, p);

describe("shortClassName", () => {
  it("names a class by its module and local name, the same on every call and in every build", () => {
    const a = shortClassName(root);
    const b = shortClassName(root);
    const name = a("link", file("app/ui/button.module.css"));
    expect(name).toMatch(/^_[0-9a-z]{5}$/);
    expect(a("link", file("app/ui/button.module.css"))).toBe(name);
    expect(b("link", file("app/ui/button.module.css"))).toBe(name);
    // Vite may pass the module's id with a query.
    expect(b("link", `${file("app/ui/button.module.css")}?used`)).toBe(name);
  });

  it("does not depend on where the project sits", () => {
    const here = shortClassName(root)("link", file("app/ui/button.module.css"));
    const elsewhere = path.resolve("/tmp/snapshot");
    const there = shortClassName(elsewhere)("link", path.join(elsewhere, "app/ui/button.module.css"));
    expect(there).toBe(here);
  });

  it("gives other classes and other modules other names", () => {
    const name = shortClassName(root);
    const names = new Set<string>();
    for (let m = 0; m < 40; m++)
      for (const local of ["link", "title", "grid", "card", "price"])
        names.add(name(local, file(`app/features/f${m}/view.module.css`)));
    expect(names.size).toBe(200);
  });

  it("stops the build when two classes would share a name", () => {
    const name = shortClassName(root, 1);
    expect(() => {
      for (let i = 0; i < 100; i++) name(`c${i}`, file("app/a.module.css"));
    }).toThrow(/stands for both/);
  });
});
