// The add and edit pages: the page header and the form, pre-filled when editing.
import { Link } from "react-router";
import type { DashboardProductDetail } from "../../../../sdk/dashboard";
import ui from "../ui.module.css";
import { draftFromProduct, emptyDraft, type CategoryGroup, type GuideChoice } from "./form-model";
import { ProductForm } from "./product-form";
import { PageHeader } from "../page-header";

export function ProductEditor({
  product,
  categories,
  guides,
}: {
  product?: DashboardProductDetail;
  categories: CategoryGroup[];
  guides: readonly GuideChoice[];
}) {
  return (
    <div className={ui.page}>
      <PageHeader
        eyebrow={
          <>
            <Link to="/dashboard/products">Products</Link> / {product ? "Edit" : "New"}
          </>
        }
        title={<>{product ? `Edit ${product.title}` : "Add a new product"}</>}
        lead={
          product
            ? "Changes show in the shop as soon as they are saved; the product keeps its address."
            : "The product shows in the shop as soon as it is added."
        }
      />
      <ProductForm
        initial={() => (product ? draftFromProduct(product) : emptyDraft())}
        categories={categories}
        guides={guides}
        productId={product?.id}
        stock={product?.stock}
        version={product?.version}
      />
    </div>
  );
}
