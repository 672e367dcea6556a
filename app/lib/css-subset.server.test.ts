import { describe, expect, it } from "vitest";
import { classesIn, parseStylesheet, selectorNeeds, subsetCss } from "./css-subset.server";

const subset = (css: string, classes: string[]) => subsetCss(parseStylesheet(css), new Set(classes));

describe("selectorNeeds", () => {
  it("lists the classes each selector of a list needs", () => {
    expect(selectorNeeds(".a .b>.c:hover")).toEqual([["a", "b", "c"]]);
    expect(selectorNeeds(".a,.b::before")).toEqual([["a"], ["b"]]);
  });

  it("does not require classes inside pseudo-class arguments or attribute selectors", () => {
    expect(selectorNeeds(".a:not(.b)")).toEqual([["a"]]);
    expect(selectorNeeds(':is(.x,.y) .a[data-k=".z"]')).toEqual([["a"]]);
    expect(selectorNeeds(".a:has(> .b) .c")).toEqual([["a", "c"]]);
  });

  it("is null (always kept) when a selector needs no class or cannot be read with certainty", () => {
    expect(selectorNeeds("body")).toBeNull();
    expect(selectorNeeds(".a,h1")).toBeNull();
    expect(selectorNeeds(":root")).toBeNull();
    expect(selectorNeeds(".md\\:flex")).toBeNull();
    expect(selectorNeeds(".café")).toBeNull();
  });
});

describe("subsetCss", () => {
  it("keeps the rules whose classes the page has, in their order, and drops the rest", () => {
    const css = ".a{color:red}.b{color:blue}.a .c{margin:0}h1{font-size:2rem}.b,.a{top:0}";
    expect(subset(css, ["a"])).toBe(".a{color:red}h1{font-size:2rem}.b,.a{top:0}");
    expect(subset(css, ["a", "c"])).toBe(".a{color:red}.a .c{margin:0}h1{font-size:2rem}.b,.a{top:0}");
    expect(subset(css, [])).toBe("h1{font-size:2rem}");
  });

  it("looks into conditional groups and leaves out the ones left empty", () => {
    const css = "@media (min-width:40em){.a{top:0}.b{top:1px}}@supports (display:grid){.b{display:grid}}";
    expect(subset(css, ["a"])).toBe("@media (min-width:40em){.a{top:0}}");
    expect(subset(css, ["a", "b"])).toBe(css);
    const nested = "@layer base{@media print{.a{color:#000}.b{color:#111}}}";
    expect(subset(nested, ["b"])).toBe("@layer base{@media print{.b{color:#111}}}");
  });

  it("keeps other at-rules and statements whole", () => {
    const css =
      '@charset "utf-8";@font-face{font-family:J;src:url(/j.woff2)}@keyframes spin{0%{opacity:0}to{opacity:1}}.x{animation:spin 1s}';
    expect(subset(css, [])).toBe(
      '@charset "utf-8";@font-face{font-family:J;src:url(/j.woff2)}@keyframes spin{0%{opacity:0}to{opacity:1}}',
    );
  });

  it("is not misled by braces and commas inside strings and comments", () => {
    const css = ".a:after{content:\"}{,\"}/* .b{ } */.b{content:'{'}";
    expect(subset(css, ["a"])).toBe('.a:after{content:"}{,"}');
    expect(subset(css, ["b"])).toBe(".b{content:'{'}");
  });

  it("keeps an emptied @layer block, which fixes its layer's place in the order", () => {
    const css = "@layer a{.x{top:0}}@layer b{.btn{color:red}}@layer a{.btn{color:blue}}";
    expect(subset(css, ["btn"])).toBe("@layer a{}@layer b{.btn{color:red}}@layer a{.btn{color:blue}}");
  });

  it("reads an escaped character as part of its name, never as a brace or a class boundary", () => {
    expect(subset(".a{.b\\{ &{top:0}}.e{top:0}", ["e"])).toBe(".e{top:0}");
    expect(subset(".md\\:flex{display:flex}.z{top:0}", [])).toBe(".md\\:flex{display:flex}");
    expect(selectorNeeds(".a\u00a0.b")).toBeNull();
  });

  it("gives back the whole sheet when every class is present", () => {
    const css = ".a{top:0}@media (hover:hover){.b:hover{top:1px}}.c .d{left:0}";
    expect(subset(css, ["a", "b", "c", "d"])).toBe(css);
  });
});

describe("classesIn", () => {
  it("collects the classes of every class attribute", () => {
    const html =
      '<html class="root"><body><div class="b  a"><svg class="c"></svg><p data-class="x">.z</p><i class="a b"></i></div>';
    const found = classesIn(Buffer.from(html));
    expect([...found.classes].sort()).toEqual(["a", "b", "c", "root"]);
    expect(found.key).toBe("a b c root");
  });
});
