// Loader side of the home page: the hero as published in Design (the process cache holds it
// between publishes).
import type { RouterContextProvider } from "react-router";
import { publicDesign } from "../../../server/services/design/design";
import { servicesFrom } from "../../lib/context.server";

export async function loadHome(context: Readonly<RouterContextProvider>) {
  return { hero: (await publicDesign(servicesFrom(context))).hero };
}
