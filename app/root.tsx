import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
// Each face as a core subset plus Fontsource's whole Latin file for other characters
// (scripts/assets/subset-fonts.mjs).
import "./styles/fonts/fonts.css";
import cormorant400 from "./styles/fonts/cormorant-garamond-400-normal-core.woff2?url";
import "./styles/tokens.css";
import "./styles/global.css";
import { EARLY_SUBMIT_SCRIPT, markHydrated } from "./lib/hydration";
import { useNonce } from "./lib/nonce";
import { CookieBanner } from "./features/consent/cookie-banner";
import { PageViewTracker } from "./features/consent/page-view-tracker";
import { pageTitle } from "./lib/page-title";
import { RouteErrorView, errorPageTitle } from "./features/shell/route-error-view";
import { useShellData } from "./features/shell/shell-data";
import { ShopFrame } from "./features/shell/shop-frame";
import { VIEWER_SCRIPT } from "./features/shell/viewer-script";
import type { Route } from "./+types/root";

/**
 * One face loads with the HTML: the core subset of Cormorant 400, the display face of the largest text above the
 * fold on every shop page (home hero title, listing heading, product name). Jost and Cormorant
 * 500 come from the stylesheets' @font-face (font-display: swap) once text needs them; preloading
 * all three put ~58 KB at high priority ahead of the LCP image on a slow connection.
 */
export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    href: cormorant400,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  },
];

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? errorPageTitle(error) : pageTitle() },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  // The document's effects run after every child's: the page is React's from here on.
  useEffect(markHydrated, []);
  return (
    // data-viewer is set by VIEWER_SCRIPT before hydration (decision 45), hence the suppression.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Before the first paint: the viewer's flag (decision 45), then the early-submit hold.
            They run from the server's HTML only; the browser's bundle leaves their text out
            (hydration does not compare a script's inner HTML). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? VIEWER_SCRIPT + ";" + EARLY_SUBMIT_SCRIPT : "",
          }}
        />
        {/* No paint until the page's <main> is parsed whole: the HTML reaches the browser in
            pieces, and a paint between two (the header without its last links, a select with half
            its options) moved what came next once the rest arrived. The first screen's content is
            in <main>, and React writes it before any streamed part, so nothing it shows waits. */}
        <link
          rel="expect"
          href={pathname.startsWith("/dashboard") ? "#dashboard-main" : "#main"}
          blocking="render"
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf8f4" />
        <link rel="icon" href="/favicon.ico" sizes="any" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* First in the document, as a keyboard or screen-reader user should meet it first; drawn
            as a fixed overlay at the bottom, after hydration, so it never moves the page. */}
        <CookieBanner />
        {children}
        <PageViewTracker />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Errors no route caught: same views as the shop, in the shop frame when its data is at hand. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ShopFrame shell={useShellData()}>
      <RouteErrorView error={error} />
    </ShopFrame>
  );
}
