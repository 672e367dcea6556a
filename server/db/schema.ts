// One Drizzle schema for PGlite and PostgreSQL. How docs/behaviour.md §3's documents map onto these
// tables is written down in docs/data-model.md.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { StoredAddress } from "../../domain/address-book";
import type { Address, ProductSize, RolePermissions, SubCategoryLink } from "../../domain/types";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
// Millisecond precision, as in JavaScript: keyset cursors round-trip exactly.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date", precision: 3 });

// ── Better Auth tables (user carries the spec's profile fields) ─────────────────────────────
export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    /** docs/behaviour.md §3 fullName: first + space + last, kept in step by the profile service. */
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    role: text("role").notNull().default("user"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    country: text("country").notNull().default("USA"),
    civility: text("civility").notNull().default("civility4"),
    subscriptionAgreement: boolean("subscription_agreement").notNull().default(false),
    addressBook: jsonb("address_book").$type<StoredAddress[]>().notNull().default([]),
  },
  (t) => [index("user_role_idx").on(t.role)],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: ts("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: ts("access_token_expires_at"),
    refreshTokenExpiresAt: ts("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: ts("expires_at").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

// ── Catalogue ───────────────────────────────────────────────────────────────────────────────
export const roles = pgTable("roles", {
  /** The role key users carry in user.role (e.g. 'admin'). */
  id: text("id").primaryKey(),
  roleName: text("role_name").notNull(),
  /** One entry per dashboard area: 'all', a list of actions, or absent/false. */
  permissions: jsonb("permissions").$type<RolePermissions>().notNull().default({}),
  createdAt: ts("created_at").notNull().defaultNow(),
  /** The version an editor's save sends back: a save over a change made meanwhile is refused. */
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const categories = pgTable("categories", {
  /** 'women', 'men', 'explore'. */
  id: text("id").primaryKey(),
  subCategories: jsonb("sub_categories").$type<SubCategoryLink[]>().notNull().default([]),
});

export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    materials: text("materials").notNull().default(""),
    details: jsonb("details").$type<string[]>().notNull().default([]),
    /** Audience: 'unisex' | 'women' | 'men'. */
    category: text("category").notNull(),
    /** Sub-category urls, plus 'explorePage' for the explore listing. */
    subCategories: text("sub_categories")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Whole cents: money never travels as a float. */
    basePriceCents: integer("base_price_cents").notNull(),
    baseStatus: smallint("base_status").notNull().default(1),
    maxQuantity: smallint("max_quantity").notNull().default(2),
    baseImagesColor: text("base_images_color").notNull(),
    /** Colour code → ordered media keys. */
    images: jsonb("images").$type<Record<string, string[]>>().notNull().default({}),
    /** Ordered list: jsonb objects do not keep key order, and size order matters. */
    sizes: jsonb("sizes").$type<ProductSize[]>().notNull().default([]),
    /** The size guide its page shows: a guide id of domain/size-guides.ts or 'none' (decision 60). */
    sizeGuide: text("size_guide").notNull().default("none"),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(atelier_join_words(sub_categories), '')), 'B') || setweight(to_tsvector('english', coalesce(materials, '')), 'C') || setweight(to_tsvector('english', coalesce(description, '')), 'D')`,
    ),
  },
  (t) => [
    uniqueIndex("products_url_idx").on(t.url),
    // nullsFirst matches what ORDER BY … DESC means in PostgreSQL; with drizzle's default (NULLS LAST)
    // the planner cannot walk the index and sorts the whole table instead.
    index("products_category_created_idx").on(
      t.category,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("products_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("products_sub_categories_idx").using("gin", t.subCategories),
    index("products_search_idx").using("gin", t.search),
    index("products_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    check("products_price_check", sql`${t.basePriceCents} >= 0`),
    check("products_status_check", sql`${t.baseStatus} between 0 and 3`),
  ],
);

export const coupons = pgTable(
  "coupons",
  {
    code: text("code").primaryKey(),
    percentage: smallint("percentage").notNull(),
    expiresAt: ts("expires_at").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [check("coupons_percentage_check", sql`${t.percentage} between 1 and 100`)],
);

// ── Orders ──────────────────────────────────────────────────────────────────────────────────
export const orders = pgTable(
  "orders",
  {
    /** 11 characters from A–Z0–9 (docs/behaviour.md §3). */
    id: text("id").primaryKey(),
    purchasedAt: ts("purchased_at").notNull().defaultNow(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    shippingTo: jsonb("shipping_to").$type<Address>().notNull(),
    billingTo: jsonb("billing_to").$type<Address>().notNull(),
    couponCode: text("coupon_code"),
    couponPercentage: smallint("coupon_percentage"),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    /** Decision 4: at most the last four digits of the card are kept. */
    cardLast4: text("card_last4"),
    status: text("status").notNull().default("placed"),
    cancelledAt: ts("cancelled_at"),
    cancelledBy: text("cancelled_by"),
    idempotencyKey: text("idempotency_key"),
    /** What the key was sent with (orderFingerprint): a retry must send the same order. */
    idempotencyFingerprint: text("idempotency_fingerprint"),
  },
  (t) => [
    index("orders_user_purchased_idx").on(t.userId, t.purchasedAt.desc().nullsFirst()),
    index("orders_purchased_idx").on(t.purchasedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("orders_status_purchased_idx").on(
      t.status,
      t.purchasedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("orders_email_idx").on(sql`lower(${t.email})`),
    uniqueIndex("orders_idempotency_idx").on(t.idempotencyKey),
    check(
      "orders_status_check",
      sql`${t.status} in ('placed', 'partially_shipped', 'shipped', 'delivered', 'cancelled')`,
    ),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    /** A snapshot: no foreign key, so removing a product keeps past orders intact. */
    productId: text("product_id").notNull(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    image: text("image").notNull(),
    color: text("color").notNull(),
    size: text("size").notNull(),
    quantity: smallint("quantity").notNull(),
    maxQuantity: smallint("max_quantity").notNull(),
    status: smallint("status").notNull(),
    preOrderDate: text("pre_order_date"),
    unitPriceCents: integer("unit_price_cents").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] }), index("order_lines_product_idx").on(t.productId)],
);

// ── Daily sales roll-ups (the analytics panels read these, not the orders) ─────────────────
// Kept exact in the transaction that places or cancels an order (server/services/dashboard/
// sales-rollups.ts). Placed orders only; `day` is the boutique's day (New York) of purchased_at. Each day has up
// to ROLLUP_SHARDS rows per key (domain/sales-rollup.ts) so concurrent orders do not queue on
// one row lock; only the sum over shards means anything, a single row may even be negative.
export const salesDaily = pgTable(
  "sales_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    shard: smallint("shard").notNull(),
    orders: integer("orders").notNull(),
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard] })],
);

export const productSalesDaily = pgTable(
  "product_sales_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    productId: text("product_id").notNull(),
    shard: smallint("shard").notNull(),
    /** The greatest line title seen (the panel shows max(title)). */
    title: text("title").notNull(),
    units: integer("units").notNull(),
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.productId, t.shard] }),
    // The top-products panel looks up the titles of its ≤ 10 products by id.
    index("product_sales_daily_product_idx").on(t.productId, t.day),
  ],
);

export const couponSalesDaily = pgTable(
  "coupon_sales_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    couponCode: text("coupon_code").notNull(),
    shard: smallint("shard").notNull(),
    orders: integer("orders").notNull(),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.couponCode, t.shard] })],
);

// ── Customer messages (decision 6: stored, not just logged) ────────────────────────────────
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    createdAt: ts("created_at").notNull().defaultNow(),
    subject: text("subject").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    orderId: text("order_id"),
    message: text("message").notNull(),
    readAt: ts("read_at"),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc().nullsFirst())],
);

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  /** Lower-cased: one subscription per address. */
  email: text("email").primaryKey(),
  createdAt: ts("created_at").notNull().defaultNow(),
  userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
});

export const notifyRequests = pgTable(
  "notify_requests",
  {
    id: serial("id").primaryKey(),
    createdAt: ts("created_at").notNull().defaultNow(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    size: text("size").notNull(),
    /** The variant's colour; null on requests stored before colours were asked (decision 65). */
    color: text("color"),
    email: text("email").notNull(),
  },
  (t) => [
    unique("notify_requests_variant_email_key").on(t.productId, t.size, t.color, t.email).nullsNotDistinct(),
  ],
);

// ── First-party analytics: page views, recorded only with statistics consent ─────────────────
// Privacy first: a path and a time, nothing that identifies the visitor (no IP, user agent,
// referrer or query string).
export const pageViews = pgTable(
  "page_views",
  {
    id: serial("id").primaryKey(),
    path: text("path").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("page_views_created_idx").on(t.createdAt)],
);
export * from "./schema-scale-out";
export * from "./schema-outbox";
export * from "./schema-order-events";
export * from "./schema-stock";
export * from "./schema-site-content";
export * from "./schema-returns";
export * from "./schema-wishlist";
