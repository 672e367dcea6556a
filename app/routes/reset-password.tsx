import { ResetPasswordView } from "../features/auth/reset-password-view";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/reset-password";

/** Better Auth sends the e-mail's link here with ?token=…, or with ?error=INVALID_TOKEN. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("error") ? null : params.get("token");
  return { token: token && token.length <= 200 ? token : null };
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Reset Password") },
  { name: "robots", content: "noindex" },
];

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  // Keyed by token: a second link opened in the same tab starts afresh.
  return <ResetPasswordView key={loaderData.token ?? "none"} token={loaderData.token} />;
}
