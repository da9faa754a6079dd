import type { Db } from '../db/client.js';
import type { CacheTopic } from '../lib/caches/topics.js';
import { readAppearance, themeCss } from '../modules/appearance/index.js';
import { readPublicSettings } from '../modules/settings/index.js';
import { listCurrencies } from '../modules/currencies/index.js';
import { shopOffsetsAround, type ShopOffsets } from '../../contracts/shop-clock.js';

const CACHE_MS = 5_000;
const DAY_MS = 86_400_000;
// A year and a month either side: the orders an owner reads back, and every bookable delivery.
const OFFSET_DAYS = 400;

let offsets: { day: number; offsets: ShopOffsets } | null = null;
/** Morocco's offsets around today, worked out once a day (a few milliseconds). */
function shopOffsetsToday(): ShopOffsets {
  const day = Math.floor(Date.now() / DAY_MS);
  if (offsets?.day !== day) offsets = { day, offsets: shopOffsetsAround(new Date(day * DAY_MS), OFFSET_DAYS) };
  return offsets.offsets;
}

export interface SiteData {
  site: { appearance: object; settings: object; currencies: object[]; shopOffsets: ShopOffsets };
  css: string;
  /** The site as JSON, made once per read: what a cached page compares to know it was drawn with these. */
  key: string;
}

/**
 * The theme, public settings, currency rates and Morocco's clock offsets written into every index.html. They change rarely: forgotten when
 * the cache registry clears the settings (decision 043), on the copy that saved a change before its
 * answer leaves and on the others at the database's notice; a few seconds to live as a safety net.
 */
export function createSiteData(db: Db, demoMode: boolean) {
  let cached: (SiteData & { at: number }) | null = null;
  return {
    topics: ['settings'] satisfies CacheTopic[],
    async get(): Promise<SiteData> {
      if (cached && Date.now() - cached.at < CACHE_MS) return cached;
      const [appearance, settings, currencies] = await Promise.all([readAppearance(db), readPublicSettings(db), listCurrencies(db)]);
      const site = { appearance, settings: { ...settings, demo_mode: demoMode }, currencies, shopOffsets: shopOffsetsToday() };
      cached = { at: Date.now(), site, css: themeCss(appearance), key: JSON.stringify(site) };
      return cached;
    },
    forget() {
      cached = null;
    },
  };
}

export type SiteDataCache = ReturnType<typeof createSiteData>;
