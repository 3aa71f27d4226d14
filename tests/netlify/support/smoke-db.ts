import { createDb, type Db } from '../../../db/client';
import { NETLIFY_DATABASE_URL } from './smoke-env';

/** The runtime's database, as the specs read it to check what a request or a scheduled function wrote. */
export function openSmokeDb(): Promise<Db> {
  return createDb({ url: NETLIFY_DATABASE_URL });
}
