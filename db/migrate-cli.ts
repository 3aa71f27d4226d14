import { createDb } from './client';
import { migrate } from './migrate';
import { readEnv } from '../config/env';
import { loadDotEnv } from '../config/load-dotenv';

loadDotEnv();
const env = readEnv();
const db = await createDb({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
const applied = await migrate(db);
console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.');
db.close();
