import { useLocation } from "react-router";
import { RETURN_PARAM } from "../../../domain/return-link";

/** The `next` this sign-in page was opened with (decision 129), as sent; `authPageHref` checks it. */
export function useReturnParam(): string | null {
  return new URLSearchParams(useLocation().search).get(RETURN_PARAM);
}
