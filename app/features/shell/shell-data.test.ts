import { describe, expect, it } from "vitest";
import { toJsonText } from "../../lib/json-text";
import { FALLBACK_SHELL, shellFromAnswer, type ShellData } from "./shell-data";
import { shellOrigin } from "./shell-origin";

const shell: ShellData = {
  origin: "https://atelier.example",
  menu: { women: [{ title: "Dresses", url: "dresses" }], men: [] },
  service: FALLBACK_SHELL.service,
  social: [{ label: "Instagram", href: "https://www.instagram.com/" }],
  announcement: { text: "Complimentary delivery", link: null },
};

describe("the shop layout's answer read as shell data", () => {
  it("is the origin with the frame's text read back", () => {
    const { origin, ...frame } = shell;
    expect(shellFromAnswer({ origin, frame: toJsonText(frame) })).toEqual(shell);
  });

  it("takes an answer of the build before (the data itself) as it is, and none as the fallback", () => {
    expect(shellFromAnswer(shell)).toBe(shell);
    expect(shellFromAnswer(undefined)).toBe(FALLBACK_SHELL);
  });
});

describe("the origin a page's meta reads", () => {
  it("is the shop layout's, and empty without its answer", () => {
    const layout = { id: "routes/shop-layout", loaderData: { origin: shell.origin, frame: "{}" } };
    expect(shellOrigin([{ id: "root" }, layout, { id: "routes/home" }])).toBe(shell.origin);
    expect(shellOrigin([{ id: "root" }, undefined, { id: "routes/shop-layout" }])).toBe("");
    expect(shellOrigin([{ id: "routes/shop-layout", loaderData: "text" }])).toBe("");
  });
});
