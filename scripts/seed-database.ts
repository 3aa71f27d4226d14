import { createDb } from '../db/client';
import { readEnv } from '../config/env';
import { prepareDatabase } from '../functions/setup/prepare-database';
import { loadDotEnv } from '../config/load-dotenv';

loadDotEnv();
const env = readEnv();
const db = await createDb({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
await prepareDatabase(db, env);
db.close();
