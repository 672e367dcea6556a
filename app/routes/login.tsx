import { AuthLayout } from "../features/auth/auth-layout";
import { LoginForm } from "../features/auth/login-form";
import { NEW_CUSTOMER_TITLE_ID, NewCustomer } from "../features/auth/new-customer";
import { redirectSignedIn } from "../features/auth/session.server";
import { signInFromForm } from "../features/auth/form-post.server";
import { signInAction } from "../features/auth/sign-in-action";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(request, context);
  return null;
}

export const clientAction = ({ request }: Route.ClientActionArgs) => signInAction(request);

/** The form sent without the page's script (docs/behaviour.md §2). */
export const action = ({ request, context }: Route.ActionArgs) => signInFromForm(request, context);

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Log In") },
  {
    name: "description",
    content: "Log in to your Atelier account to follow your orders and manage your details.",
  },
];

export default function Login() {
  return (
    <AuthLayout
      eyebrow="My Account"
      title="Log In"
      aside={<NewCustomer />}
      asideTitleId={NEW_CUSTOMER_TITLE_ID}
    >
      <LoginForm />
    </AuthLayout>
  );
}
