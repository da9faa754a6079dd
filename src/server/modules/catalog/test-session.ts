import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/secrets/tokens.js';

/**
 * For API tests: a user with the given role and a live session, as login would leave them.
 * Send `headers` with `app.inject` to act as that user.
 */
export async function signedInAs(db: Db, role: 'admin' | 'customer') {
  const [user] = await db
    .insert(users)
    .values({
      email: `${role}-${newToken().slice(0, 10).toLowerCase()}@exemple.ma`,
      passwordHash: 'unused-in-these-tests',
      role,
      firstName: role === 'admin' ? 'Amina' : 'Youssef',
    })
    .returning({ id: users.id });
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user!.id,
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
  return { userId: user!.id, headers: { cookie: `sid=${token}` } };
}

/** For API tests of what only the shop may do: an admin's session headers and a customer's. */
export async function adminAndCustomer(db: Db) {
  const admin = (await signedInAs(db, 'admin')).headers;
  const customer = (await signedInAs(db, 'customer')).headers;
  return { admin, customer };
}
