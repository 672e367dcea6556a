// 'All' or 'Low stock' above the products list: a filter in the address, so it can be shared.
import { SegmentedLinks } from "../segmented-links";

export function StockFilter({ lowOnly }: { lowOnly: boolean }) {
  return (
    <SegmentedLinks
      label="Show products"
      options={[
        { label: "All", search: "", current: !lowOnly },
        { label: "Low stock", search: "?stock=low", current: lowOnly },
      ]}
    />
  );
}
