import type { Db } from '../client';
import { newId } from '../client';
import { readText } from '../rows';

/** The active Inoreader configuration as the server uses it. Secrets never leave functions/news/. */
export interface InoreaderSecrets {
  id: string;
  appId: string;
  appKey: string;
  accessToken: string;
  userId: string;
  refreshToken: string | null;
  tokenExpiresAt: string | null;
  backoffUntil: string | null;
  usage: Record<string, number> | null;
  updatedAt: string;
}

export async function readActiveInoreader(db: Db): Promise<InoreaderSecrets | null> {
  const rows = await db.execute('SELECT * FROM inoreader_config WHERE is_active = 1 ORDER BY updated_at DESC LIMIT 1');
  const row = rows.rows[0];
  if (!row) return null;
  let usage: InoreaderSecrets['usage'] = null;
  try {
    usage = row.usage ? (JSON.parse(String(row.usage)) as Record<string, number>) : null;
  } catch {
    usage = null;
  }
  return {
    id: String(row.id),
    appId: String(row.app_id),
    appKey: String(row.app_key),
    accessToken: String(row.access_token),
    userId: String(row.user_id),
    refreshToken: readText(row.refresh_token),
    tokenExpiresAt: readText(row.token_expires_at),
    backoffUntil: readText(row.backoff_until),
    usage,
    updatedAt: String(row.updated_at),
  };
}

export interface ConfigWrite {
  appId: string;
  appKey: string;
  accessToken: string;
  userId: string;
  refreshToken?: string | null;
  tokenExpiresAt?: string | null;
}

/** docs/product/back-office-news.md#configuration-form: upsert the active config. One active row; a new token clears any back-off of the old one. */
export async function upsertInoreader(db: Db, write: ConfigWrite, at: string): Promise<void> {
  const current = await readActiveInoreader(db);
  const tokenChanged = !current || current.accessToken !== write.accessToken;
  const refreshToken = write.refreshToken !== undefined ? write.refreshToken : tokenChanged ? null : current.refreshToken;
  const expiresAt = write.tokenExpiresAt !== undefined ? write.tokenExpiresAt : tokenChanged ? null : current.tokenExpiresAt;
  if (current) {
    await db.execute({
      sql: `UPDATE inoreader_config SET app_id = ?, app_key = ?, access_token = ?, user_id = ?, refresh_token = ?, token_expires_at = ?,
              backoff_until = CASE WHEN ? THEN NULL ELSE backoff_until END, updated_at = ? WHERE id = ?`,
      args: [write.appId, write.appKey, write.accessToken, write.userId, refreshToken, expiresAt, tokenChanged ? 1 : 0, at, current.id],
    });
    return;
  }
  await db.execute({
    sql: `INSERT INTO inoreader_config (id, app_id, app_key, access_token, user_id, refresh_token, token_expires_at, is_active, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)`,
    args: [newId(), write.appId, write.appKey, write.accessToken, write.userId, refreshToken, expiresAt, at],
  });
}

export async function saveInoreaderTokens(
  db: Db,
  id: string,
  tokens: { accessToken: string; refreshToken: string | null; tokenExpiresAt: string | null },
  at: string,
) {
  await db.execute({
    sql: 'UPDATE inoreader_config SET access_token = ?, refresh_token = COALESCE(?, refresh_token), token_expires_at = ?, updated_at = ? WHERE id = ?',
    args: [tokens.accessToken, tokens.refreshToken, tokens.tokenExpiresAt, at, id],
  });
}

export async function saveInoreaderUsage(db: Db, id: string, usage: Record<string, number> | null, backoffUntil: string | null) {
  await db.execute({
    sql: 'UPDATE inoreader_config SET usage = COALESCE(?, usage), backoff_until = ? WHERE id = ?',
    args: [usage ? JSON.stringify(usage) : null, backoffUntil, id],
  });
}

export async function createOAuthState(db: Db, row: { state: string; appId: string; appKey: string; createdBy: string; expiresAt: string }, now: string) {
  await db.batch(
    [
      { sql: 'DELETE FROM inoreader_oauth_states WHERE expires_at <= ?', args: [now] },
      {
        sql: 'INSERT INTO inoreader_oauth_states (state, app_id, app_key, created_by, expires_at) VALUES (?, ?, ?, ?, ?)',
        args: [row.state, row.appId, row.appKey, row.createdBy, row.expiresAt],
      },
    ],
    'write',
  );
}

/** Single use: the row is deleted as it is read; an expired or unknown state answers null. */
/** Consumes a state only for the admin who started the flow: another admin's callback leaves it untouched. */
export async function takeOAuthState(
  db: Db,
  state: string,
  createdBy: string,
  now: string,
): Promise<{ appId: string; appKey: string; createdBy: string } | null> {
  const rows = await db.execute({
    sql: 'DELETE FROM inoreader_oauth_states WHERE state = ? AND created_by = ? RETURNING app_id, app_key, created_by, expires_at',
    args: [state, createdBy],
  });
  const row = rows.rows[0];
  if (!row || String(row.expires_at) <= now) return null;
  return { appId: String(row.app_id), appKey: String(row.app_key), createdBy: String(row.created_by) };
}
