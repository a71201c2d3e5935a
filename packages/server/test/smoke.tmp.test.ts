import { it, expect } from 'vitest';
import { buildTestApp, signUp } from './helpers/app.js';
import { createTestDatabase } from './helpers/database.js';
it('smoke', async () => {
  const database = await createTestDatabase();
  const app = await buildTestApp(database.db, { clock: () => new Date('2024-06-01T12:00:00Z') });
  const u = await signUp(app, { name: 'A' });
  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, headers: { cookie: u.cookie }, payload: payload as object });
  for (const [url, body] of [['/api/card-reading', { birthdate: '02/28/1990', age: 3 }], ['/api/card-reading', {}], ['/api/card-reading', {birthdate: 5, age: 'x'}], ['/api/card-reading', {birthdate: '02/30/2001', age: 1}], ['/api/card-reading', {birthdate: '12/31/2001', age: 1}], ['/api/card-reading', {birthdate: '12/30/2001', age: 1.5}],['/api/weekly-spread', { birthdate: '1990-02-28' }], ['/api/weekly-spread', { birthdate: '1990-02-28', date_offset: 1e9 }], ['/api/weekly-spread', { birthdate: '1990-02-28', date: '2024-02-30' }], ['/api/seven-year-spread', { birthdate: '1990-02-28', date: null, age: null }], ['/api/name-card', {}], ['/api/name-card', {name: '!!'}], ['/api/combination-card', {card1: 1}], ['/api/combination-card', {card1: 1, card2: 52}], ['/api/combination-card', {card1: 1, card2: 53}]] as const) {
    const r = await post(url, body);
    console.log(url, JSON.stringify(body), r.statusCode, r.body.slice(0, 200));
  }
  for (const url of ['/api/todays-card', '/api/todays-card?date=2024-12-31', '/api/todays-card?date=x', '/api/card-relationships']) {
    const r = await app.inject({ url, headers: { cookie: u.cookie } });
    console.log(url, r.statusCode, r.body.length, r.body.slice(0, 200));
  }
  const r = await app.inject({ method: 'POST', url: '/api/card-reading', payload: 'null', headers: { 'content-type': 'application/json', cookie: u.cookie } });
  console.log(r.statusCode, r.body);
  await app.close(); await database.close();
});
