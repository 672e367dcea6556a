// The home hero as the server renders it: a headline, alt text or link label holding markup is
// printed as text, never as HTML (docs/behaviour.md §2; decision 21); and it preloads its
// picture, the home page's LCP image.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { HeroContent } from "../../../domain/contracts/design";
import { HomeHero } from "./home-hero";

const picture = { imageKey: null, focalX: 50, focalY: 50 };
const links: HeroContent["links"] = [
  { label: "Women", href: "/women" },
  { label: "Shop Men", href: "/men" },
];
const hero: HeroContent = {
  ...picture,
  headline: "The winter collection",
  eyebrow: "",
  alt: "Two coats in a stone archway",
  links,
};

const render = (content: HeroContent) =>
  renderToString(
    <MemoryRouter>
      <HomeHero hero={content} />
    </MemoryRouter>,
  );

describe("HomeHero", () => {
  it("prints markup staff typed as text", () => {
    const html = render({
      ...hero,
      alt: '"><img src=x onerror="alert(3)">',
      eyebrow: "<b>Autumn</b>",
      headline: "<script>alert(1)</script>",
      links: [{ label: '<img src=x onerror="alert(2)">', href: "/women" }, hero.links[1]!],
    });
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toMatch(/<script|<b>|<img src=x/);
    // The alt text stays inside its attribute: its quote cannot close it.
    expect(html).toContain("&quot;&gt;&lt;img src=x onerror=&quot;alert(3)&quot;&gt;");
  });
});

const highPreloads = (html: string) =>
  (html.match(/<link rel="preload"[^>]*>/g) ?? []).filter((l) => /fetchPriority="high"/i.test(l));

describe("HomeHero preloads its picture (the home page's LCP image)", () => {
  it("preloads the cut each screen takes: the tall one on phones, the wide one elsewhere", () => {
    const [phone, wide] = highPreloads(render(hero));
    expect(phone).toContain('media="(max-width: 47.99rem)"');
    // A phone at 3× takes the 1200 px cut; a wide screen at 2× up to the 3200 px one.
    expect(phone).toMatch(
      /imageSrcSet="\/images\/hero-tall-800\.webp 800w, \/images\/hero-tall-1200\.webp 1200w"/i,
    );
    expect(wide).toMatch(
      /imageSrcSet="\/images\/hero-wide-800\.webp 800w, \/images\/hero-wide-1600\.webp 1600w, \/images\/hero-wide-2400\.webp 2400w, \/images\/hero-wide-3200\.webp 3200w"/i,
    );
    expect(wide).toContain('media="(min-width: 48rem)"');
  });

  it("preloads an uploaded hero at the width the screen needs", () => {
    const [link, ...rest] = highPreloads(render({ ...hero, imageKey: "u/abcdef123" }));
    expect(rest).toHaveLength(0);
    expect(link).toMatch(/imageSrcSet="[^"]*\/media\/u\/abcdef123\/320\.webp 320w[^"]*1280w"/i);
    expect(link).toMatch(/imageSizes="100vw"/i);
  });
});
