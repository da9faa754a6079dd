-- Phones are stored in E.164 (+212612345678) since the contracts check them with libphonenumber-js.
-- Numbers saved before in a national or spaced spelling are rewritten; anything unreadable stays as it was.
CREATE FUNCTION pg_temp.phone_e164(raw text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN d ~ '^\+[1-9][0-9]{6,14}$' THEN d
    WHEN d ~ '^0[5-7][0-9]{8}$' THEN '+212' || substr(d, 2)
    WHEN d ~ '^212[5-7][0-9]{8}$' THEN '+' || d
    WHEN d ~ '^00[1-9][0-9]{6,14}$' THEN '+' || substr(d, 3)
    ELSE raw
  END
  FROM (SELECT regexp_replace(raw, '[[:space:].()-]', '', 'g') AS d) AS cleaned
$$;
--> statement-breakpoint
UPDATE "users" SET "phone" = pg_temp.phone_e164("phone") WHERE "phone" IS NOT NULL AND "phone" <> pg_temp.phone_e164("phone");
--> statement-breakpoint
UPDATE "orders" SET "recipient_phone" = pg_temp.phone_e164("recipient_phone") WHERE "recipient_phone" <> pg_temp.phone_e164("recipient_phone");
--> statement-breakpoint
UPDATE "orders" SET "sender_phone" = pg_temp.phone_e164("sender_phone") WHERE "sender_phone" IS NOT NULL AND "sender_phone" <> pg_temp.phone_e164("sender_phone");
--> statement-breakpoint
DROP FUNCTION pg_temp.phone_e164(text);
