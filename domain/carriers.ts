// The carriers staff ship with, and where each lets a customer follow a parcel. A tracking link is
// built from the carrier and the number, never typed by staff, so it cannot point elsewhere.

export const CARRIERS = {
  ups: { name: "UPS", track: "https://www.ups.com/track?tracknum=" },
  fedex: { name: "FedEx", track: "https://www.fedex.com/fedextrack/?trknbr=" },
  usps: { name: "USPS", track: "https://tools.usps.com/go/TrackConfirmAction?tLabels=" },
  dhl: {
    name: "DHL Express",
    track: "https://www.dhl.com/us-en/home/tracking/tracking-express.html?tracking-id=",
  },
} as const;

export type CarrierCode = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as CarrierCode[];

/** Letters and digits, as carriers print them (spaces and dashes are dropped before checking). */
export const TRACKING_NUMBER = /^[A-Z0-9]{8,34}$/;

export function normaliseTrackingNumber(raw: string): string {
  return raw.replace(/[\s-]/g, "").toUpperCase();
}

export function isCarrierCode(code: string): code is CarrierCode {
  return Object.hasOwn(CARRIERS, code);
}

export function carrierName(code: string): string {
  return isCarrierCode(code) ? CARRIERS[code].name : code;
}

export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  return isCarrierCode(carrier) ? CARRIERS[carrier].track + encodeURIComponent(trackingNumber) : null;
}
