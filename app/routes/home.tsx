import { shellOrigin } from "../features/shell/shell-origin";
import { HomeCollections } from "../features/shell/home-collections";
import { loadHome } from "../features/shell/home-data.server";
import { HomeHero } from "../features/shell/home-hero";
import { DEFAULT_DESCRIPTION, seoMeta } from "../lib/seo";
import type { Route } from "./+types/home";

export const loader = ({ context }: Route.LoaderArgs) => loadHome(context);

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Official Online Boutique",
    description: DEFAULT_DESCRIPTION,
    path: "/",
    origin: shellOrigin(matches),
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero hero={loaderData.hero} />
      <HomeCollections />
    </>
  );
}
