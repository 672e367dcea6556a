import { Section, Text } from "@react-email/components";
import { formatPrice } from "../../../domain/money";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import type { OrderMailData } from "./order-mail-data";
import { CouponShareNote, LineList, OrderButton, OrderNumber } from "./order-parts";
import { sampleOrder, sampleShipment } from "./samples";
import { color, label, text } from "./style";

export interface LinesCancelledMailData extends OrderMailData {
  /** The lines cancelled by this step, and what is not charged for them. */
  cancelled: { lines: number[]; cents: number };
}

const cancelledOf = ({ order, cancelled }: LinesCancelledMailData) =>
  order.lines.filter((l) => cancelled.lines.includes(l.position));

export const orderLinesCancelled = defineTemplate<LinesCancelledMailData>({
  description: "Lines cancelled once the rest had shipped: which pieces, and the amount not charged.",
  sample: {
    order: {
      ...sampleOrder,
      status: "shipped",
      shipments: [{ id: 1, ...sampleShipment, shippedAt: sampleShipment.at, deliveredAt: null }],
      cancelledLines: { positions: [1], cents: 41_400 },
    },
    cancelled: { lines: [1], cents: 41_400 },
  },
  images: (data) => cancelledOf(data).map((l) => l.image),
  render: async (data, env) => {
    const { order } = data;
    const amount = formatPrice(data.cancelled.cents);
    const subject = `Part of your Atelier order ${order.id} has been cancelled`;
    return renderInLayout(
      {
        subject,
        preview: `These pieces will not ship; ${amount} is not charged.`,
        heading: "Some pieces will not ship",
        env,
      },
      <>
        <Text style={text}>
          We are sorry: we cannot send the pieces below, so we have cancelled them. The rest of your order
          stands. Payment is taken only as pieces ship, so these are not charged
          {order.cardLast4 ? ` to the card ending in ${order.cardLast4}` : ""}.
        </Text>
        <Section style={{ backgroundColor: color.paper, padding: "16px", marginBottom: "24px" }}>
          <Text style={label}>Not charged</Text>
          <Text style={{ ...text, color: color.ink, margin: 0 }}>{amount}</Text>
          <CouponShareNote order={order} />
        </Section>
        <OrderNumber order={order} />
        <Text style={label}>Cancelled</Text>
        <LineList lines={cancelledOf(data)} env={env} publicUrl={env.publicUrl} />
        <OrderButton href={env.orderLink(order.id)}>View the order</OrderButton>
      </>,
    );
  },
});
