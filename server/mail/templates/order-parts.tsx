// Pieces the order e-mails share: the lines with their pictures, the totals, the addresses and the
// link to the order's page. Tables (Row/Column) because mail clients lay out nothing else reliably.
import { Column, Img, Link, Row, Section, Text } from "@react-email/components";
import { placeLine } from "../../../domain/address-book-core";
import { carrierName, trackingUrl } from "../../../domain/carriers";
import { colorName } from "../../../domain/colors";
import type { Order, OrderLine } from "../../../domain/contracts/orders";
import { formatDate } from "../../../domain/dates";
import { formatPrice, formatSummaryAmount, itemsLabel } from "../../../domain/money";
import { countryNameOf } from "../../services/countries";
import type { MailEnv } from "./define";
import { button, color, font, label, reference, text } from "./style";

const small = { ...text, fontSize: "13px", lineHeight: "20px", margin: 0 };

export function OrderNumber({ order }: { order: Pick<Order, "id" | "purchasedAt"> }) {
  return (
    <Text style={{ ...small, marginBottom: "24px" }}>
      Order number <strong style={reference}>{order.id}</strong> · placed on {formatDate(order.purchasedAt)}
    </Text>
  );
}

/**
 * `priced: false` for an exchange's replacement: nothing is paid for it, so no figure is shown.
 * `notes`: a line under each piece, in the same order (a return's 'Refund' or 'Exchange for …').
 */
export function LineList({
  lines,
  env,
  publicUrl,
  priced = true,
  notes,
}: {
  lines: OrderLine[];
  env: MailEnv;
  publicUrl: string;
  priced?: boolean;
  notes?: readonly string[];
}) {
  return (
    <Section style={{ borderTop: `1px solid ${color.line}`, marginBottom: "8px" }}>
      {lines.map((line, index) => {
        const src = env.image(line.image);
        const note = notes?.[index];
        return (
          <Row key={line.position} style={{ borderBottom: `1px solid ${color.line}` }}>
            <Column style={{ width: "84px", padding: "14px 12px 14px 0", verticalAlign: "top" }}>
              {src ? (
                <Img
                  src={src}
                  width="72"
                  height="90"
                  alt={line.title}
                  style={{ display: "block", backgroundColor: color.cream }}
                />
              ) : null}
            </Column>
            <Column style={{ padding: "14px 0", verticalAlign: "top" }}>
              <Link
                href={`${publicUrl}/product/${line.url}`}
                style={{
                  fontFamily: font.display,
                  fontSize: "18px",
                  lineHeight: "22px",
                  color: color.ink,
                  textDecoration: "none",
                }}
              >
                {line.title}
              </Link>
              <Text style={small}>
                Colour: {colorName(line.color)} · Size: {line.size} · Quantity: {line.quantity}
              </Text>
              {line.preOrderDate ? (
                <Text style={small}>Pre Order Date: {formatDate(line.preOrderDate)}</Text>
              ) : null}
              {note ? <Text style={{ ...small, color: color.ink }}>{note}</Text> : null}
            </Column>
            {priced ? (
              <Column style={{ width: "96px", padding: "14px 0", verticalAlign: "top", textAlign: "right" }}>
                <Text style={{ ...small, color: color.ink }}>{formatPrice(line.lineTotalCents)}</Text>
              </Column>
            ) : null}
          </Row>
        );
      })}
    </Section>
  );
}

function TotalRow({ name, amount, strong }: { name: string; amount: string; strong?: boolean }) {
  const style = { ...small, color: strong ? color.ink : color.inkSoft, fontWeight: strong ? 600 : 400 };
  return (
    <Row>
      <Column style={{ padding: "3px 0" }}>
        <Text style={style}>{name}</Text>
      </Column>
      <Column style={{ padding: "3px 0", textAlign: "right" }}>
        <Text style={style}>{amount}</Text>
      </Column>
    </Row>
  );
}

export function Totals({ order }: { order: Order }) {
  return (
    <Section style={{ margin: "8px 0 24px" }}>
      {/* Labelled as every summary of the shop is (app/ui/order-totals.tsx). */}
      <TotalRow name={itemsLabel(order.itemCount)} amount={formatPrice(order.subtotalCents)} />
      {order.couponCode ? (
        <TotalRow
          name={`Coupon ${order.couponCode} (${order.couponPercentage ?? 0}%)`}
          amount={`-${formatPrice(order.discountCents)}`}
        />
      ) : null}
      <TotalRow name="Shipping" amount={formatSummaryAmount(0)} />
      <TotalRow name="Sales Tax" amount={formatSummaryAmount(0)} />
      <TotalRow name="Total" amount={formatPrice(order.totalCents)} strong />
    </Section>
  );
}

function AddressText({ address }: { address: Order["shippingTo"] }) {
  const lines = [
    address.fullName,
    address.addressLine_1,
    address.addressLine_2,
    // As the shop writes it: 'New York, NY 10016', then 'United States'.
    placeLine(address),
    countryNameOf(address.country),
  ].filter(Boolean);
  return (
    <Text style={small}>
      {lines.map((l, i) => (
        <span key={i}>
          {l}
          <br />
        </span>
      ))}
    </Text>
  );
}

export function Addresses({ order }: { order: Order }) {
  return (
    <Section style={{ marginBottom: "24px" }}>
      <Row>
        <Column style={{ width: "50%", verticalAlign: "top", paddingRight: "12px" }}>
          <Text style={label}>Shipping to</Text>
          <AddressText address={order.shippingTo} />
        </Column>
        <Column style={{ width: "50%", verticalAlign: "top" }}>
          <Text style={label}>Billing to</Text>
          <AddressText address={order.billingTo} />
        </Column>
      </Row>
    </Section>
  );
}

export function OrderButton({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: "8px 0 24px" }}>
      <Link href={href} style={button}>
        {children}
      </Link>
    </Section>
  );
}

/** The carrier and the tracking number of a parcel, linked to the carrier's page when it has one. */
export function TrackingBox({ carrier, trackingNumber }: { carrier: string; trackingNumber: string }) {
  const link = trackingUrl(carrier, trackingNumber);
  return (
    <Section style={{ backgroundColor: color.paper, padding: "16px", marginBottom: "24px" }}>
      <Text style={label}>Carrier</Text>
      <Text style={{ ...text, color: color.ink }}>{carrierName(carrier)}</Text>
      <Text style={label}>Tracking number</Text>
      <Text style={{ ...text, color: color.ink, margin: 0 }}>
        {link ? (
          <Link href={link} style={{ color: color.accent, textDecoration: "underline" }}>
            {trackingNumber}
          </Link>
        ) : (
          trackingNumber
        )}
      </Text>
    </Section>
  );
}

/**
 * Under an amount paid back or not charged: the lines below show their prices before the coupon,
 * and the amount is those prices less the coupon's share (decision 126), which would otherwise
 * read as a shortfall.
 */
export function CouponShareNote({
  order,
}: {
  order: Partial<Pick<Order, "couponCode" | "couponPercentage">>;
}) {
  if (!order.couponCode) return null;
  return (
    <Text style={{ ...text, fontSize: "13px", margin: "8px 0 0" }}>
      The pieces&apos; prices less {order.couponPercentage ?? 0}% for your coupon {order.couponCode}.
    </Text>
  );
}
