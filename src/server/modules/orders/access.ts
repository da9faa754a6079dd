import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/app-error.js';
import { hashToken, newToken } from '../../lib/secrets/tokens.js';
import { cookieOptions } from '../../http/session.js';

/** The browser cookie that lets a guest (no account) read the orders it placed, and nobody else's. */
const GUEST_COOKIE = 'guest';
const GUEST_DAYS = 90;

export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
  guestTokenHash: string | null;
}

export function viewerOf(request: FastifyRequest): Viewer {
  const token = request.cookies[GUEST_COOKIE];
  return {
    userId: request.user?.id ?? null,
    isAdmin: request.user?.role === 'admin',
    guestTokenHash: token ? hashToken(token) : null,
  };
}

/** This browser's guest token: its existing cookie, or a new one to set once the order is placed. */
export function guestToken(request: FastifyRequest): { hash: string; fresh: string | null } {
  const existing = request.cookies[GUEST_COOKIE];
  if (existing) return { hash: hashToken(existing), fresh: null };
  const token = newToken();
  return { hash: hashToken(token), fresh: token };
}

export function setGuestCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(GUEST_COOKIE, token, { ...cookieOptions(request), maxAge: GUEST_DAYS * 86_400 });
}

type Owned = { customerId: string | null; guestTokenHash: string | null };

/** The customer who placed it, or the browser that placed it as a guest. */
export function owns(viewer: Viewer, order: Owned): boolean {
  if (viewer.userId && order.customerId === viewer.userId) return true;
  return Boolean(viewer.guestTokenHash && order.customerId === null && order.guestTokenHash === viewer.guestTokenHash);
}

const ORDER_NOT_FOUND = 'Commande introuvable';

/** Someone else's order answers 404, exactly like a missing one: its existence is not disclosed. */
export function assertAccess<T extends Owned>(viewer: Viewer, order: T | undefined, opts: { admin?: boolean } = {}): T {
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (owns(viewer, order) || (opts.admin && viewer.isAdmin)) return order;
  throw notFound(ORDER_NOT_FOUND);
}
