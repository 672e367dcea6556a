import { accountAction } from "../features/account/account-action";
import { AccountPage } from "../features/account/account-page";
import { loadAccount } from "../features/account/account.server";
import { readTextAnswer } from "../lib/text-answer";
import { PageAnswer } from "../lib/page-answer";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/account";

export const loader = ({ request, context }: Route.LoaderArgs) => loadAccount(request, context);

export const clientAction = ({ request }: Route.ClientActionArgs) => accountAction(request);

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("My Account") },
  { name: "robots", content: "noindex" },
];

export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageAnswer answer={loaderData} />
      <AccountPage data={readTextAnswer(loaderData)} />
    </>
  );
}
