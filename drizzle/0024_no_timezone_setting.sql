-- Morocco is one zone: the shop's clock is Africa/Casablanca (src/contracts/shop-clock.ts, decision 041), so the time zone is no longer a setting.
DELETE FROM "settings" WHERE "key" = 'timezone';
