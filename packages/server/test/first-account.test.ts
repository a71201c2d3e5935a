import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, user } from '../src/db/schema.js';
import { buildTestApp, signUpRequest, uniqueEmail } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestDatabase } from './helpers/test-app.js';

const suite = useTestDatabase();
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  // Two app instances on one database stand for two server processes.
  first = await buildTestApp(suite.db);
  second = await buildTestApp(suite.db);
});

afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe(`first account on ${testDatabaseKind}`, () => {
  it('makes exactly one of several simultaneous first sign-ups the admin', async () => {
    const emails = Array.from({ length: 6 }, (_, i) => uniqueEmail(`racer${i}`));
    const responses = await Promise.all(
      emails.map((email, i) => signUpRequest(i % 2 === 0 ? first : second, { name: `Racer ${i}`, email })),
    );
    for (const response of responses) expect(response.statusCode).toBe(200);

    const admins = await suite.db.select().from(user).where(eq(user.role, 'admin'));
    expect(admins).toHaveLength(1);
    const premium = await suite.db.select().from(profiles).where(eq(profiles.isPremium, true));
    expect(premium.map((p) => p.id)).toEqual(admins.map((a) => a.id));
    expect(await suite.db.select().from(profiles)).toHaveLength(emails.length);
  });

  it('does not hand out admin again to later sign-ups', async () => {
    const response = await signUpRequest(first, { email: uniqueEmail('late') });
    expect(response.statusCode).toBe(200);
    expect(await suite.db.select().from(user).where(eq(user.role, 'admin'))).toHaveLength(1);
  });
});
