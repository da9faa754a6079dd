import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, lte, ne, or } from 'drizzle-orm';
import { sessions, users } from '../db/schema/index.js';
import type { Db, DbOrTx } from '../db/client.js';
import { forbidden, unauthorized } from '../lib/app-error.js';
import { hashToken, newToken } from '../lib/tokens.js';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;
const DAY = 86_400_000;

export type SessionUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionTokenHash: string | null;
  }
}

/** How every cookie of ours is set: script-proof, same-site, Secure behind HTTPS. */
export const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

/**
 * Starts a new session (a fresh token at every login) and sets its cookie; the request's previous
 * session and the user's expired ones are removed.
 */
export async function startSession(db: DbOrTx, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY);
  const stale = lte(sessions.expiresAt, new Date());
  const previous = request.sessionTokenHash ? eq(sessions.tokenHash, request.sessionTokenHash) : undefined;
  await db.delete(sessions).where(or(previous, and(eq(sessions.userId, userId), stale)));
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  });
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), expires: expiresAt });
}

export async function endSession(db: DbOrTx, request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionTokenHash) await db.delete(sessions).where(eq(sessions.tokenHash, request.sessionTokenHash));
  request.user = null;
  request.sessionTokenHash = null;
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

/** Signs the user out everywhere, except the session given (kept on a password change). */
export async function endUserSessions(db: DbOrTx, userId: string, keepTokenHash: string | null = null) {
  const ofUser = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepTokenHash ? and(ofUser, ne(sessions.tokenHash, keepTokenHash)) : ofUser);
}

/** Reads the session cookie and sets `request.user`; expiry slides once a day. */
export async function loadSessionUser(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) {
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    return;
  }
  request.user = row.user;
  request.sessionTokenHash = tokenHash;
  const renewed = new Date(Date.now() + SESSION_DAYS * DAY);
  if (renewed.getTime() - row.expiresAt.getTime() > DAY) {
    await db.update(sessions).set({ expiresAt: renewed }).where(eq(sessions.tokenHash, tokenHash));
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), expires: renewed });
  }
}

/** API requests know their user; pages do not need it (the maintenance gate reads it when it must). */
export function registerSession(app: FastifyInstance, db: Db) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);
  // Callback style: a visitor without the cookie costs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/') || !request.cookies[SESSION_COOKIE]) return done();
    loadSessionUser(db, request, reply).then(() => done(), done);
  });
}

/** The signed-in user of a route guarded by requireUser. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** onRequest guards of every protected route: they run before validation, so a visitor gets 401, never a schema error. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
}

export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'admin') throw forbidden('Accès administrateur requis.');
}
