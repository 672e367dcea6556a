// Once per visit of the bag or checkout page, every line is checked against the catalogue; the
// changes are written to the stored bag and returned as notices for the shopper.
import { useEffect, useState } from "react";
import { readBag, writeBag } from "../bag-store";
import { refreshBag, type Lookup } from "./bag-refresh";
import { lookupProduct } from "./product-lookup";

/** `ready` turns true once the bag is known (after hydration) and holds something. */
export function useBagRefresh(ready: boolean): { notices: string[]; dismiss: () => void } {
  const [notices, setNotices] = useState<string[]>([]);

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    void Promise.all(
      readBag().map(async (line): Promise<[string, Lookup]> => [
        line.productId,
        await lookupProduct(line.url, controller.signal),
      ]),
    ).then((entries) => {
      if (controller.signal.aborted) return;
      // Applied to the bag as it is now: the shopper may have changed it while we asked.
      const current = readBag();
      const refreshed = refreshBag(current, new Map(entries));
      if (JSON.stringify(refreshed.list) !== JSON.stringify(current)) writeBag(refreshed.list);
      setNotices(refreshed.notices);
    });
    return () => controller.abort();
  }, [ready]);

  return { notices, dismiss: () => setNotices([]) };
}
