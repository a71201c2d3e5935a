import type { FastifyInstance } from 'fastify';
import type { TestUser } from './app.js';
import { call } from './credits.js';

/** Sets the user's birthdate through the profile form's route (which takes MM/DD/YYYY) from 'YYYY-MM-DD'. */
export async function setBirthdate(app: FastifyInstance, user: TestUser, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  const response = await call(app, 'PATCH', '/api/me', user.cookie, {
    name: user.name,
    birthdate: `${month}/${day}/${year}`,
  });
  if (response.statusCode !== 200) throw new Error(`set birthdate: ${response.statusCode} ${response.body}`);
}

/** Saves a person for the user (POST /api/connections) and returns the new connection's id. */
export async function addPerson(
  app: FastifyInstance,
  user: TestUser,
  name: string,
  birthdate: string,
): Promise<string> {
  const response = await call(app, 'POST', '/api/connections', user.cookie, { name, birthdate });
  if (response.statusCode !== 201) throw new Error(`add a person: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}
