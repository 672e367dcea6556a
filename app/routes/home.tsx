import { HomeCollections } from "../features/shell/home-collections";
import { HomeHero } from "../features/shell/home-hero";
import { pageTitle } from "../features/shell/page-title";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Official Online Boutique") }];

export default function Home() {
  return (
    <>
      <HomeHero />
      <HomeCollections />
    </>
  );
}
