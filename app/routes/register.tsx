import { Link } from "react-router";
import { authPageHref } from "../../domain/return-path";
import { ACCOUNT_DELETED_MESSAGE } from "../features/auth/account-deleted";
import { AuthLayout } from "../features/auth/auth-layout";
import { FormMessage } from "../ui/form/message";
import { RegisterForm } from "../features/auth/register-form";
import { loadRegister } from "../features/auth/register.server";
import { signUpFromForm } from "../features/auth/form-post.server";
import { signUpAction } from "../features/auth/sign-up-action";
import { useReturnParam } from "../features/auth/use-return-path";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/register";

export const loader = ({ request, context }: Route.LoaderArgs) => loadRegister(request, context);

export const clientAction = ({ request }: Route.ClientActionArgs) => signUpAction(request);

/** The form sent without the page's script (docs/behaviour.md §2). */
export const action = ({ request, context }: Route.ActionArgs) => signUpFromForm(request, context);

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Create an Account") },
  {
    name: "description",
    content: "Create your Atelier account: order history, saved addresses and newsletter preferences.",
  },
];

export default function Register({ loaderData }: Route.ComponentProps) {
  const next = useReturnParam();
  return (
    <AuthLayout
      eyebrow="My Account"
      title="Create an Account"
      intro={
        <>
          Already have an account? <Link to={authPageHref("/login", next)}>Log In</Link>
        </>
      }
    >
      <RegisterForm
        countries={loaderData.countries}
        notice={
          loaderData.accountDeleted ? (
            <FormMessage id="account-deleted" tone="success" message={ACCOUNT_DELETED_MESSAGE} pageFocus />
          ) : null
        }
      />
    </AuthLayout>
  );
}
