// The home hero as the server renders it: a headline, alt text or link label holding markup is
// printed as text, never as HTML (docs/behaviour.md §2; decision 21).
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { HomeHero } from "./home-hero";

describe("HomeHero", () => {
  it("prints markup staff typed as text", () => {
    const html = renderToString(
      <MemoryRouter>
        <HomeHero
          hero={{
            imageKey: null,
            focalX: 50,
            focalY: 50,
            alt: '"><img src=x onerror="alert(3)">',
            eyebrow: "<b>Autumn</b>",
            headline: "<script>alert(1)</script>",
            links: [
              { label: '<img src=x onerror="alert(2)">', href: "/women" },
              { label: "Shop Men", href: "/men" },
            ],
          }}
        />
      </MemoryRouter>,
    );
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toMatch(/<script|<b>|<img src=x/);
    // The alt text stays inside its attribute: its quote cannot close it.
    expect(html).toContain("&quot;&gt;&lt;img src=x onerror=&quot;alert(3)&quot;&gt;");
  });
});
