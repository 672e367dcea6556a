-- Account deletion keeps orders for the books without the person (docs/behaviour.md §4), in the
-- deleting statement itself. The row lock a BEFORE DELETE trigger takes waits for every order
-- still being placed for this account (its foreign key check holds a share lock on the row), and
-- the trigger's UPDATE then sees those orders too; an order started after the lock fails its
-- foreign key check. An anonymising step before the delete, as its own statement, missed orders
-- placed between the two. The e-mail's domain is ANONYMISED_EMAIL_DOMAIN
-- (server/services/account/anonymise-orders.ts), which the guest order page refuses.
CREATE OR REPLACE FUNCTION atelier_anonymise_orders() RETURNS trigger AS $$
BEGIN
  UPDATE "orders"
  SET "user_id" = NULL,
      "email" = 'deleted-' || "id" || '@anonymised.invalid',
      "phone_number" = '',
      "shipping_to" = jsonb_build_object('type', "shipping_to"->>'type', 'country', "shipping_to"->>'country',
        'firstName', '', 'lastName', '', 'fullName', '', 'addressLine_1', '', 'addressLine_2', ''),
      "billing_to" = jsonb_build_object('type', "billing_to"->>'type', 'country', "billing_to"->>'country',
        'firstName', '', 'lastName', '', 'fullName', '', 'addressLine_1', '', 'addressLine_2', '')
  WHERE "user_id" = OLD."id";
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS anonymise_orders ON "user";
--> statement-breakpoint
CREATE TRIGGER anonymise_orders BEFORE DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION atelier_anonymise_orders();
