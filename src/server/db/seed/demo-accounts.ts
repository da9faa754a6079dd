import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { users } from '../schema/index.js';
import { hashPassword, verifyPassword } from '../../lib/secrets/passwords.js';

const demo = [
  {
    email: 'client@cadeaux.ma',
    password: 'Client123!',
    role: 'customer' as const,
    firstName: 'Salma',
    lastName: 'Benali',
    phone: '0612345678',
    city: 'Casablanca',
    address: '25 boulevard d’Anfa',
  },
  { email: 'admin@cadeaux.ma', password: 'Admin123!', role: 'admin' as const, firstName: 'Admin', lastName: 'Cadeaux Maroc' },
];

/** Creates the demo customer and demo admin of a local shop and prints their credentials. */
export async function seedDemoAccounts(db: Db, log: (line: string) => void): Promise<void> {
  for (const { password, ...account } of demo) {
    const passwordHash = await hashPassword(password);
    await db.insert(users).values({ ...account, passwordHash }).onConflictDoNothing({ target: users.email });
    log(`Demo ${account.role === 'admin' ? 'admin' : 'customer'}: ${account.email} / ${password}`);
  }
}

/** Admins whose password is one the README prints: a production shop must not open with them. */
export async function adminsWithDemoPassword(db: Db): Promise<string[]> {
  const admins = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.role, 'admin'));
  const found: string[] = [];
  for (const admin of admins) {
    for (const { password } of demo) {
      if (await verifyPassword(admin.passwordHash, password)) {
        found.push(admin.email);
        break;
      }
    }
  }
  return found;
}
