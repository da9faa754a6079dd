// No zod here: the order list's screen imports this, and zod stays out of its chunk.

/** Orders on one page of the back office's list (what its screen asks `GET /api/admin/orders` for). */
export const ADMIN_ORDER_PAGE_SIZE = 20;
