// Products (docs/behaviour.md §2, §4): 10 newest first, Show More, and the actions the role allows.
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { LOW_STOCK } from "../../../domain/stock";
import type { DashboardProduct, DashboardProductPage } from "../../../sdk/dashboard";
import { useDashboardFrame } from "./frame-data";
import { useListNotice } from "./list-notice";
import { Notice, useNoticeMessage } from "./notice";
import { ProductsTable } from "./products-table";
import { RemoveProductDialog } from "./remove-product-dialog";
import { StockFilter } from "./stock-grid/stock-filter";
import { dashboardApi } from "./api";
import { keptPagesEntry } from "../../lib/kept-pages";
import { useCursorPages } from "../../lib/use-cursor-pages";
import ui from "./ui.module.css";
import { AreaPage } from "./area-page";

const productKey = (product: DashboardProduct) => product.id;

export function ProductsView({ first, lowOnly = false }: { first: DashboardProductPage; lowOnly?: boolean }) {
  const { productActions } = useDashboardFrame();
  const location = useLocation();
  // Back from a product's page shows the rows Show More had loaded (app/lib/kept-pages.ts).
  const pages = useCursorPages(
    first,
    (cursor) => dashboardApi.products({ ...(lowOnly ? { stock: "low" as const } : {}), cursor }),
    productKey,
    { keepFor: keptPagesEntry(location) },
  );
  const incoming = useListNotice();
  // Dismissing hides the confirmation of this history entry only; the next save shows its own.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const { message, succeeded, failed, notice } = useNoticeMessage();
  const [target, setTarget] = useState<DashboardProduct | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const showIncoming = incoming !== null && dismissed !== location.key && message === null;
  // After Add Product or Save Changes the form is gone: the focus starts again at this page's
  // title, right above the confirmation, rather than at the top of the document.
  const arrivedSaved = incoming !== null;
  useEffect(() => {
    if (arrivedSaved) heading.current?.focus();
  }, [arrivedSaved, location.key]);
  return (
    <AreaPage
      area="products"
      titleRef={heading}
      lead={`Newest first. Changes show in the shop at once. Low stock: a size and colour with ${LOW_STOCK} or fewer units.`}
      actions={
        productActions.add ? (
          <Link to="/dashboard/products/new" className={ui.primary}>
            ADD A NEW PRODUCT
          </Link>
        ) : null
      }
    >
      {notice}
      {showIncoming ? (
        <Notice tone="success" onDismiss={() => setDismissed(location.key)}>
          {incoming.message}
          {incoming.shopHref ? <Link to={incoming.shopHref}>View in the shop</Link> : null}
        </Notice>
      ) : null}
      <StockFilter lowOnly={lowOnly} />
      <ProductsTable pages={pages} actions={productActions} onRemove={setTarget} lowOnly={lowOnly} />
      <RemoveProductDialog
        product={target}
        onClose={() => setTarget(null)}
        onRemoved={(product) => {
          pages.removeItem(product.id);
          succeeded(`“${product.title}” has been removed.`);
        }}
        onFailed={(product) => failed(`“${product.title}” could not be removed. Please try again.`)}
        focusAfterRemoval={() => heading.current}
      />
    </AreaPage>
  );
}
