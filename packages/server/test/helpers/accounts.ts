import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.js';
import { profiles } from '../../src/db/schema.js';
import { type Credentials, signUp, type TestUser } from './app.js';

/** Makes an account premium, as an admin's switch does (written directly: the test is not about that switch). */
export async function makePremium(db: Db, userId: string): Promise<void> {
  await db.update(profiles).set({ isPremium: true }).where(eq(profiles.id, userId));
}

/** A new signed-in user with premium. */
export async function signUpPremium(
  app: FastifyInstance,
  db: Db,
  credentials: Partial<Credentials> = {},
): Promise<TestUser> {
  const created = await signUp(app, credentials);
  await makePremium(db, created.id);
  return created;
}

/** The callers every access level is tried with: the admin, a premium user and a plain user. */
export type Roles = { admin: TestUser; premium: TestUser; plain: TestUser };

/**
 * The admin (the instance's first account, so call this on a fresh database before any other sign-up;
 * it is premium too), a premium user who is not an admin, and a plain user.
 */
export async function signUpRoles(app: FastifyInstance, db: Db): Promise<Roles> {
  const admin = await signUp(app, { name: 'Admin' });
  const premium = await signUpPremium(app, db, { name: 'Paying' });
  const plain = await signUp(app, { name: 'Plain' });
  return { admin, premium, plain };
}
