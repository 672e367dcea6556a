-- What an order's Idempotency-Key was sent with: a retry with the same key and another order is refused.
ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" text;
