import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  MessageSchema,
  ProfileUpdateSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from '../../../contracts/auth.js';
import { AccountExportSchema, DeleteAccountSchema } from '../../../contracts/account-data.js';
import { UserSchema } from '../../../contracts/user.js';
import { AppError } from '../../http/app-error.js';
import { enforceRateLimits, hitRateLimit, refuseWhileOverLimit } from '../../http/rate-limit.js';
import { endSession, requireUser, signedInUser, startSession } from '../../http/session.js';
import { changePassword, updateProfile } from './account.js';
import { deleteAccount } from './account-deletion.js';
import { exportAccount } from './account-export.js';
import { AUTH_LIMITS as L } from './limits.js';
import { authenticate } from './login.js';
import { checkResetToken, requestPasswordReset, resetPassword } from './password-reset.js';
import { toUser } from './present-user.js';
import { registerUser } from './register.js';
import { localeFromHeader } from '../../lib/language/request-locale.js';

const tags = ['auth'];
const message = { 200: MessageSchema };
/** What these writes change (lib/caches): an account, and the sessions a sign-in or sign-out starts or ends. */
const account = { changes: ['users', 'sessions'] } as const;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.deps.config;

  app.post('/api/register', { config: account, schema: { tags, body: RegisterSchema, response: { 201: UserSchema } } }, async (request, reply) => {
    await enforceRateLimits(app.db, [{ key: `register:ip:${request.ip}`, rule: L.registerPerIp }]);
    const locale = localeFromHeader(request.headers['accept-language']);
    const user = await registerUser(app.db, request.body, { locale, publicUrl });
    await startSession(app.db, request, reply, user.id);
    return reply.status(201).send(toUser(user));
  });

  app.post('/api/login', { config: account, schema: { tags, body: LoginSchema, response: { 200: UserSchema } } }, async (request, reply) => {
    await enforceRateLimits(app.db, [
      { key: `login:ip:${request.ip}`, rule: L.loginPerIp },
      { key: `login:ip-email:${request.ip}:${request.body.email}`, rule: L.loginPerIpEmail },
    ]);
    const failures = `login:failures:${request.body.email}`;
    await refuseWhileOverLimit(app.db, failures, L.loginFailuresPerAccount);
    const user = await authenticate(app.db, request.body).catch(async (err: unknown) => {
      if (err instanceof AppError && err.code === 'bad_credentials') await hitRateLimit(app.db, failures, L.loginFailuresPerAccount.windowMs);
      throw err;
    });
    await startSession(app.db, request, reply, user.id);
    return toUser(user);
  });

  // The earlier client navigates here to sign in: the sign-in page lives at /auth.
  app.get('/api/login', { schema: { tags } }, async (_request, reply) => reply.redirect('/auth', 302));

  app.post('/api/logout', { config: { changes: ['sessions'] }, schema: { tags, response: message } }, async (request, reply) => {
    await endSession(app.db, request, reply);
    return { message: 'Vous êtes déconnecté.' };
  });

  app.get('/api/user', { onRequest: requireUser, schema: { tags, response: { 200: UserSchema } } }, async (request) => toUser(signedInUser(request)));

  app.put(
    '/api/profile',
    { onRequest: requireUser, config: { changes: ['users'] }, schema: { tags, body: ProfileUpdateSchema, response: { 200: UserSchema } } },
    async (request) => toUser(await updateProfile(app.db, signedInUser(request).id, request.body)),
  );

  app.post(
    '/api/change-password',
    { onRequest: requireUser, config: account, schema: { tags, body: ChangePasswordSchema, response: message } },
    async (request, reply) => {
      const user = signedInUser(request);
      await enforceRateLimits(app.db, [{ key: `change-password:user:${user.id}`, rule: L.changePasswordPerUser }]);
      await changePassword(app.db, user, request.sessionTokenHash, request.body);
      // This browser stays signed in under a new token: one read before the change opens nothing after it.
      await startSession(app.db, request, reply, user.id);
      return { message: 'Votre mot de passe a été modifié.' };
    },
  );

  // Law 09-08, right of access: everything the shop holds about the signed-in person, as a file.
  app.get(
    '/api/auth/export',
    { onRequest: requireUser, schema: { tags, summary: 'Download my data (JSON)', response: { 200: AccountExportSchema } } },
    async (request, reply) => {
      const user = signedInUser(request);
      await enforceRateLimits(app.db, [{ key: `export:user:${user.id}`, rule: L.exportPerUser }]);
      const data = await exportAccount(app.db, user.id, app.now());
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="mes-donnees-${data.exportedAt.slice(0, 10)}.json"`);
      return data;
    },
  );

  // Law 09-08, right to erasure: the account and its personal data go, orders stay detached (decision 022).
  app.delete(
    '/api/auth/account',
    // Its orders are kept without it, and the ratings of the gifts it reviewed are recounted.
    { onRequest: requireUser, config: { changes: ['users', 'sessions', 'orders', 'gifts'] }, schema: { tags, summary: 'Delete my account', body: DeleteAccountSchema, response: message } },
    async (request, reply) => {
      const user = signedInUser(request);
      await enforceRateLimits(app.db, [{ key: `delete-account:user:${user.id}`, rule: L.deleteAccountPerUser }]);
      await deleteAccount(app.db, user, request.body);
      await endSession(app.db, request, reply);
      return { message: 'Votre compte et vos données personnelles ont été supprimés.' };
    },
  );

  app.post('/api/forgot-password', { schema: { tags, body: ForgotPasswordSchema, response: message } }, async (request, reply) => {
    await enforceRateLimits(app.db, [
      { key: `forgot:ip:${request.ip}`, rule: L.forgotPerIp },
      { key: `forgot:email:${request.body.email}`, rule: L.forgotPerEmail },
    ]);
    // The same answer, at the same moment, whether or not the address has an account: the lookup
    // and the e-mail happen once the answer is on its way.
    await reply.send({ message: 'Si un compte existe avec cette adresse, un email de réinitialisation vient d’être envoyé.' });
    await requestPasswordReset(app.db, request.body.email, publicUrl).catch((err: unknown) =>
      request.log.error({ err }, 'password reset e-mail not queued'),
    );
    return reply;
  });

  // The reset page asks first, so a used or expired link shows as such instead of failing on submit.
  app.get(
    '/api/reset-password/:token',
    { schema: { tags, params: z.object({ token: z.string() }), response: message } },
    async (request, reply) => {
      await enforceRateLimits(app.db, [{ key: `reset-check:ip:${request.ip}`, rule: L.resetCheckPerIp }]);
      reply.header('cache-control', 'no-store');
      await checkResetToken(app.db, request.params.token);
      return { message: 'Ce lien de réinitialisation est valide.' };
    },
  );

  app.post('/api/reset-password', { config: account, schema: { tags, body: ResetPasswordSchema, response: message } }, async (request) => {
    await resetPassword(app.db, request.body);
    return { message: 'Votre mot de passe a été mis à jour avec succès.' };
  });
};
