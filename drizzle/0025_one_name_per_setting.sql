-- The shop's name and contacts are settings under one name each (decision 042). A look saved before they
-- became settings still holds them under its own names (companyName…), which nothing reads: each moves
-- to its setting when the shop never saved that setting and the value passes its rule, then the old
-- names leave the look.
INSERT INTO "settings" ("key", "value", "updated_at")
SELECT m.setting, to_jsonb(btrim(a."value" ->> m.field)), now()
FROM "settings" a
CROSS JOIN (VALUES
  ('companyName', 'company_name', 120),
  ('contactEmail', 'company_email', 254),
  ('contactPhone', 'company_phone', 40),
  ('contactAddress', 'company_address', 300),
  ('whatsappNumber', 'whatsapp_number', 1000)
) AS m(field, setting, longest)
WHERE a."key" = 'appearance'
  AND jsonb_typeof(a."value" -> m.field) = 'string'
  AND btrim(a."value" ->> m.field) <> ''
  AND char_length(btrim(a."value" ->> m.field)) <= m.longest
  AND (m.setting <> 'company_email' OR btrim(a."value" ->> m.field) ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
UPDATE "settings"
SET "value" = "value" - 'companyName' - 'contactEmail' - 'contactPhone' - 'contactAddress' - 'whatsappNumber'
WHERE "key" = 'appearance' AND jsonb_typeof("value") = 'object'
  AND "value" ?| array['companyName', 'contactEmail', 'contactPhone', 'contactAddress', 'whatsappNumber'];
