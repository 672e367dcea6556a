// The registry of illustrated garment kinds. A kind is the second segment of a seed media key
// ('seed/<kind>/<colour>/<view>'), so adding a drawing here makes its keys valid.
import { belt } from "./garments/belt";
import { blazer } from "./garments/blazer";
import { boots } from "./garments/boots";
import { cardigan } from "./garments/cardigan";
import { dress } from "./garments/dress";
import { handbag } from "./garments/handbag";
import { hat } from "./garments/hat";
import { hoodie } from "./garments/hoodie";
import { jeans } from "./garments/jeans";
import { knitSweater, turtleneck } from "./garments/knit-sweater";
import { loafers } from "./garments/loafers";
import { scarf } from "./garments/scarf";
import { shirt } from "./garments/shirt";
import { skirt } from "./garments/skirt";
import { slipDress } from "./garments/slip-dress";
import { sneakers } from "./garments/sneakers";
import { tShirt } from "./garments/t-shirt";
import { tote } from "./garments/tote";
import { trenchCoat } from "./garments/trench-coat";
import { trousers } from "./garments/trousers";
import { woolCoat } from "./garments/wool-coat";
import type { DrawGarment } from "./types";

export const GARMENTS = {
  "trench-coat": trenchCoat,
  "wool-coat": woolCoat,
  blazer,
  shirt,
  "knit-sweater": knitSweater,
  turtleneck,
  cardigan,
  "t-shirt": tShirt,
  hoodie,
  trousers,
  jeans,
  skirt,
  dress,
  "slip-dress": slipDress,
  handbag,
  tote,
  scarf,
  belt,
  hat,
  loafers,
  sneakers,
  boots,
} as const satisfies Record<string, DrawGarment>;

export type GarmentKind = keyof typeof GARMENTS;

export const GARMENT_KINDS = Object.keys(GARMENTS) as GarmentKind[];

export function isGarmentKind(kind: string): kind is GarmentKind {
  return Object.hasOwn(GARMENTS, kind);
}
