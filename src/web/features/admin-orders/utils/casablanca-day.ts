import { addDays, shopToday } from '@contracts/shop-clock';

/** A calendar day in Morocco (YYYY-MM-DD), `offset` days after today; the shop delivers on Morocco's calendar. */
export const casablancaDay = (offset = 0, now = new Date()): string => addDays(shopToday(now), offset);
