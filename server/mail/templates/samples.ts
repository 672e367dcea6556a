// A representative order for the staff preview page, the screenshots and the template tests.
import type { Order } from "../../../domain/contracts/orders";

const address = {
  type: "HOME",
  firstName: "Claire",
  lastName: "Dubois",
  fullName: "Claire Dubois",
  addressLine_1: "221 West 57th Street",
  addressLine_2: "Apartment 12B",
  city: "New York",
  state: "NY",
  postalCode: "10019",
  country: "USA",
};

export const sampleOrder: Order = {
  id: "K7Q2M9X4B1Z",
  purchasedAt: "2026-11-20T15:42:00.000Z",
  status: "placed",
  cancelledAt: null,
  email: "claire.dubois@example.com",
  phoneNumber: "+1 212 555 0143",
  shippingTo: address,
  billingTo: address,
  couponCode: "WELCOME10",
  couponPercentage: 10,
  itemCount: 3,
  subtotalCents: 214_000,
  discountCents: 21_400,
  totalCents: 192_600,
  cardLast4: "4242",
  shipments: [],
  lines: [
    {
      position: 0,
      productId: "sample-coat",
      title: "Double-Faced Wool Coat",
      url: "double-faced-wool-coat-204811",
      image: "seed/wool-coat/camel/1",
      color: "camel",
      size: "M",
      quantity: 1,
      maxQuantity: 2,
      status: 1,
      preOrderDate: null,
      unitPriceCents: 168_000,
      lineTotalCents: 168_000,
    },
    {
      position: 1,
      productId: "sample-scarf",
      title: "Cashmere Ribbed Scarf",
      url: "cashmere-ribbed-scarf-51877",
      image: "seed/scarf/burgundy/1",
      color: "burgundy",
      size: "One Size",
      quantity: 2,
      maxQuantity: 2,
      status: 2,
      preOrderDate: "2026-12-15",
      unitPriceCents: 23_000,
      lineTotalCents: 46_000,
    },
  ],
};

export const sampleShipment = {
  carrier: "ups",
  trackingNumber: "1Z999AA10123456784",
  lines: [0],
  at: "2026-11-24T10:05:00.000Z",
};
