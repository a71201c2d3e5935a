import { writeFileSync } from 'node:fs';
import { buildTestApp, signUp } from '../packages/server/test/helpers/app.js';
import { createTestDatabase } from '../packages/server/test/helpers/database.js';

const database = await createTestDatabase();
const app = await buildTestApp(database.db);
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const user = await signUp(app, { name: 'Bench' });
writeFileSync('/tmp/limits/bench.json', JSON.stringify({ url, cookie: user.cookie }));
console.log('ready', url);
