import { describe, expect, it } from "vitest";
import { TRACKING_NUMBER, carrierName, normaliseTrackingNumber, trackingUrl } from "./carriers";

describe("carriers", () => {
  it("builds the tracking link from the carrier and the number only", () => {
    expect(trackingUrl("ups", "1Z999AA10123456784")).toBe(
      "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    );
    expect(trackingUrl("fedex", "123456789012")).toBe(
      "https://www.fedex.com/fedextrack/?trknbr=123456789012",
    );
    expect(trackingUrl("pigeon", "123456789012")).toBeNull();
    expect(carrierName("dhl")).toBe("DHL Express");
  });

  it("normalises tracking numbers as printed and accepts only letters and digits", () => {
    expect(normaliseTrackingNumber(" 1z 999-aa1 0123456784 ")).toBe("1Z999AA10123456784");
    expect(TRACKING_NUMBER.test("1Z999AA10123456784")).toBe(true);
    expect(TRACKING_NUMBER.test("1Z99")).toBe(false);
    expect(TRACKING_NUMBER.test("1Z999AA1012345<84")).toBe(false);
  });
});
