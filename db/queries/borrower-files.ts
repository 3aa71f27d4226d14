import { newId, type Db } from '../client';
import { readText } from '../rows';
import { isClosedFile } from '../../src/lib/borrower-file-closed';

/** The borrower portal's files, stages and sign-in links (ADR 52). */

export type BorrowerStage = 'received' | 'in_review' | 'conditionally_approved' | 'completed' | 'closed';
export type FileType = 'purchase' | 'refinance' | 'renewal' | 'self_employed';

export interface BorrowerFile {
  id: string;
  leadId: string;
  email: string;
  fileType: FileType;
  createdAt: string;
  agentId: string | null;
  clientName: string;
  leadStatus: string;
}

const toFile = (row: Record<string, unknown>): BorrowerFile => ({
  id: String(row.id),
  leadId: String(row.lead_id),
  email: String(row.email),
  fileType: String(row.file_type) as FileType,
  createdAt: String(row.created_at),
  agentId: readText(row.agent_id),
  clientName: String(row.client_name),
  leadStatus: String(row.status),
});

const FILE_SELECT = `SELECT f.id, f.lead_id, f.email, f.file_type, f.created_at, l.agent_id, l.client_name, l.status
  FROM borrower_files f JOIN leads l ON l.id = f.lead_id`;

/** One file per lead: opening a file for a lead that has one returns the existing file and `created: false`. */
export async function openBorrowerFile(db: Db, input: { leadId: string; email: string; at: string }): Promise<{ id: string; created: boolean }> {
  const id = newId();
  const inserted = await db.execute({
    sql: 'INSERT INTO borrower_files (id, lead_id, email, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (lead_id) DO NOTHING',
    args: [id, input.leadId, input.email.trim().toLowerCase(), input.at],
  });
  if (inserted.rowsAffected === 0) {
    const existing = await db.execute({ sql: 'SELECT id FROM borrower_files WHERE lead_id = ?', args: [input.leadId] });
    return { id: String(existing.rows[0]!.id), created: false };
  }
  await db.execute({ sql: "INSERT INTO borrower_file_stages (file_id, stage, changed_at) VALUES (?, 'received', ?)", args: [id, input.at] });
  return { id, created: true };
}

export async function findBorrowerFile(db: Db, fileId: string): Promise<BorrowerFile | null> {
  const result = await db.execute({ sql: `${FILE_SELECT} WHERE f.id = ?`, args: [fileId] });
  return result.rows[0] ? toFile(result.rows[0]) : null;
}

export async function findBorrowerFileOfLead(db: Db, leadId: string): Promise<BorrowerFile | null> {
  const result = await db.execute({ sql: `${FILE_SELECT} WHERE f.lead_id = ?`, args: [leadId] });
  return result.rows[0] ? toFile(result.rows[0]) : null;
}

/** The newest file of an address: "email me a new link" opens the one the borrower most likely means. */
/** Every file of an address, newest first: one person may apply more than once (ADR 52). */
export async function listFilesOfEmail(db: Db, email: string): Promise<BorrowerFile[]> {
  const result = await db.execute({ sql: `${FILE_SELECT} WHERE f.email = ? ORDER BY f.created_at DESC LIMIT 10`, args: [email.trim().toLowerCase()] });
  return result.rows.map(toFile);
}

export async function listFileStages(db: Db, fileId: string): Promise<{ stage: BorrowerStage; changedAt: string }[]> {
  const result = await db.execute({ sql: 'SELECT stage, changed_at FROM borrower_file_stages WHERE file_id = ? ORDER BY id', args: [fileId] });
  return result.rows.map((row) => ({ stage: String(row.stage) as BorrowerStage, changedAt: String(row.changed_at) }));
}

/** Whether the file is closed now (`isClosedFile`, src/lib/borrower-file-closed.ts): its latest stage only. */
export async function fileIsClosed(db: Db, fileId: string): Promise<boolean> {
  const result = await db.execute({ sql: 'SELECT stage FROM borrower_file_stages WHERE file_id = ? ORDER BY id DESC LIMIT 1', args: [fileId] });
  return isClosedFile(result.rows.map((row) => ({ stage: String(row.stage) })));
}

/** Adds a stage when it differs from the latest one (a status saved twice is one change). */
export async function recordFileStage(db: Db, leadId: string, stage: BorrowerStage, at: string): Promise<void> {
  await db.execute({
    sql: `INSERT INTO borrower_file_stages (file_id, stage, changed_at)
          SELECT f.id, ?, ? FROM borrower_files f WHERE f.lead_id = ?
            AND ? IS NOT (SELECT s.stage FROM borrower_file_stages s WHERE s.file_id = f.id ORDER BY s.id DESC LIMIT 1)`,
    args: [stage, at, leadId, stage],
  });
}

export async function insertSignInToken(db: Db, row: { tokenHash: Uint8Array; fileId: string; createdAt: number; expiresAt: number }): Promise<void> {
  await db.execute({
    sql: 'INSERT INTO borrower_sign_in_tokens (token_hash, file_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    args: [row.tokenHash, row.fileId, row.createdAt, row.expiresAt],
  });
}

/** Spends a link: it is taken out of the table whether or not it had expired, so it can never work twice. */
export async function consumeSignInToken(db: Db, tokenHash: Uint8Array): Promise<{ fileId: string; expiresAt: number } | null> {
  const result = await db.execute({ sql: 'DELETE FROM borrower_sign_in_tokens WHERE token_hash = ? RETURNING file_id, expires_at', args: [tokenHash] });
  const row = result.rows[0];
  return row ? { fileId: String(row.file_id), expiresAt: Number(row.expires_at) } : null;
}

export async function signInTokenLive(db: Db, tokenHash: Uint8Array, nowSeconds: number): Promise<boolean> {
  const result = await db.execute({ sql: 'SELECT 1 FROM borrower_sign_in_tokens WHERE token_hash = ? AND expires_at > ?', args: [tokenHash, nowSeconds] });
  return result.rows.length > 0;
}

/** Only the newest link of a file works. */
export async function deleteSignInTokensOfFile(db: Db, fileId: string): Promise<void> {
  await db.execute({ sql: 'DELETE FROM borrower_sign_in_tokens WHERE file_id = ?', args: [fileId] });
}

export interface BorrowerSessionRow {
  id: string;
  fileId: string;
  secretHash: Uint8Array;
  createdAt: number;
  expiresAt: number;
}

export async function insertBorrowerSession(db: Db, row: BorrowerSessionRow): Promise<void> {
  await db.execute({
    sql: 'INSERT INTO borrower_sessions (id, file_id, secret_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    args: [row.id, row.fileId, row.secretHash, row.createdAt, row.expiresAt],
  });
}

export async function findBorrowerSession(db: Db, id: string): Promise<BorrowerSessionRow | null> {
  const result = await db.execute({ sql: 'SELECT id, file_id, secret_hash, created_at, expires_at FROM borrower_sessions WHERE id = ?', args: [id] });
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: String(row.id),
    fileId: String(row.file_id),
    secretHash: new Uint8Array(row.secret_hash as ArrayBuffer),
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
  };
}

export async function deleteBorrowerSession(db: Db, id: string): Promise<void> {
  await db.execute({ sql: 'DELETE FROM borrower_sessions WHERE id = ?', args: [id] });
}

export interface FileAgent {
  name: string;
  email: string | null;
  phone: string | null;
  headshotUrl: string | null;
}

export async function findFileAgent(db: Db, agentId: string | null): Promise<FileAgent | null> {
  if (!agentId) return null;
  const result = await db.execute({ sql: 'SELECT name, email, phone, headshot_url FROM agents WHERE id = ? AND is_active = 1', args: [agentId] });
  const row = result.rows[0];
  return row ? { name: String(row.name), email: readText(row.email), phone: readText(row.phone), headshotUrl: readText(row.headshot_url) } : null;
}

export async function setFileType(db: Db, fileId: string, fileType: FileType): Promise<void> {
  await db.execute({ sql: 'UPDATE borrower_files SET file_type = ? WHERE id = ?', args: [fileType, fileId] });
}

/**
 * The lead desk's status in the borrower's words (ADR 52). A closed lead reads as closed (the deal did not go ahead)
 * unless it was funded: `stageOfLeadStatus` makes a closed, funded lead completed.
 */
export const STAGE_OF_LEAD_STATUS: Record<string, BorrowerStage> = {
  new: 'received',
  contacted: 'in_review',
  qualified: 'conditionally_approved',
  closed: 'closed',
};

/** Funded means a client mortgage names the lead ("Mark funded" on the lead desk, ADR 29). */
export async function leadIsFunded(db: Db, leadId: string): Promise<boolean> {
  const result = await db.execute({ sql: 'SELECT 1 FROM client_mortgages WHERE lead_id = ? LIMIT 1', args: [leadId] });
  return result.rows.length > 0;
}

/** The stage a change of the lead's status shows the borrower: what really happened, funded or not (ADR 52). */
export async function stageOfLeadStatus(db: Db, leadId: string, status: string): Promise<BorrowerStage> {
  if (status === 'closed' && (await leadIsFunded(db, leadId))) return 'completed';
  return STAGE_OF_LEAD_STATUS[status]!;
}

/**
 * Files with a document outstanding (requested or asked again) since before `before`, not reminded on or after
 * `dayStart`, and not yet closed: the reminder job's work list.
 */
export async function listFilesToRemind(db: Db, before: string, dayStart: string): Promise<{ id: string; email: string; leadId: string }[]> {
  const result = await db.execute({
    sql: `SELECT f.id, f.email, f.lead_id FROM borrower_files f JOIN leads l ON l.id = f.lead_id
          WHERE l.status <> 'closed' AND (f.last_reminder_at IS NULL OR f.last_reminder_at < ?)
            AND EXISTS (SELECT 1 FROM borrower_needs n WHERE n.file_id = f.id AND n.status IN ('requested', 'needs_another') AND n.updated_at < ?)`,
    args: [dayStart, before],
  });
  return result.rows.map((row) => ({ id: String(row.id), email: String(row.email), leadId: String(row.lead_id) }));
}

/** Claims today's reminder for a file: true for the one run that set it, so two runs never send two. */
export async function claimReminder(db: Db, fileId: string, at: string, dayStart: string): Promise<boolean> {
  const result = await db.execute({
    sql: 'UPDATE borrower_files SET last_reminder_at = ? WHERE id = ? AND (last_reminder_at IS NULL OR last_reminder_at < ?)',
    args: [at, fileId, dayStart],
  });
  return result.rowsAffected > 0;
}
