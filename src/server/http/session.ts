import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, lte, ne, or } from 'drizzle-orm';
import { sessions, users } from '../db/schema/index.js';
import type { Db, DbOrTx } from '../db/client.js';
import { forbidden, unauthorized } from './app-error.js';
import type { KeptCache } from '../lib/caches/registry.js';
import { shortCache } from '../lib/caches/short-cache.js';
import { hashToken, newToken } from '../lib/secrets/tokens.js';

export const SESSION_COOKIE = 'sid';
// Sessions count real time, not the shop's clock: their cookie expires in the visitor's browser.
const SESSION_DAYS = 30;
const DAY = 86_400_000;

export type SessionUser = typeof users.$inferSelect;

/**
 * Open sessions with their user, by token hash, kept a few seconds: every signed-in request reads
 * its session, and under load those reads were most of a back office read's cost (decision 035).
 * Forgotten whole when the cache registry clears the sessions or the users (decision 043): on this
 * copy before the answer of a route that starts, ends or renews one, or changes an account, and on
 * every copy at the database's notice, whoever wrote; the time to live bounds what a lost notice
 * could leave. Keys are random tokens' hashes, so the servers of one process (tests) share it: one's
 * notice only clears it sooner.
 */
const TTL_MS = 10_000;
const kept = shortCache<{ user: SessionUser; expiresAt: Date } | null>(TTL_MS, 5_000);
const keptSessions: KeptCache = { topics: ['sessions', 'users'], forget: () => kept.clear() };

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
  const read = async () => {
    const [open] = await db
      .select({ user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return open ?? null;
  };
  let row = await kept.get(tokenHash, read);
  // A token that opens nothing is not kept; a session that ran out while kept is read again.
  if (!row || row.expiresAt.getTime() <= Date.now()) {
    kept.clear(tokenHash);
    if (row) row = await read();
  }
  if (!row) {
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    return;
  }
  request.user = row.user;
  request.sessionTokenHash = tokenHash;
  const renewed = new Date(Date.now() + SESSION_DAYS * DAY);
  if (renewed.getTime() - row.expiresAt.getTime() > DAY) {
    await db.update(sessions).set({ expiresAt: renewed }).where(eq(sessions.tokenHash, tokenHash));
    // A read renews it: no route names that write, and what is kept would renew it again.
    request.server.caches.clear(['sessions']);
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), expires: renewed });
  }
}

/** API requests know their user; pages do not need it (the maintenance gate reads it when it must). */
export function registerSession(app: FastifyInstance, db: Db) {
  app.caches.register(keptSessions);
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
