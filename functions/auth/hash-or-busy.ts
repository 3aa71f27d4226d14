import { messages } from '../../src/lib/messages';
import type { AppDeps } from '../deps';
import { tooManyRequests } from '../http/errors';
import { HashQueueFullError } from './hash-slots';
import { hashPassword, verifyPassword } from './password';

/** Seconds a client is asked to wait when every password-hash slot is taken (ADR 9). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

function busy(deps: Pick<AppDeps, 'log'>, error: unknown): never {
  if (!(error instanceof HashQueueFullError)) throw error;
  deps.log.warn('password refused: hashing queue full');
  throw tooManyRequests(messages.generic.rateLimited, BUSY_RETRY_AFTER_SECONDS);
}

/** scrypt through the hash slots; a full queue is a 429 "busy" rather than an error (ADR 9). */
export async function hashPasswordOrBusy(deps: Pick<AppDeps, 'log'>, password: string): Promise<string> {
  try {
    return await hashPassword(password);
  } catch (error) {
    busy(deps, error);
  }
}

export async function verifyPasswordOrBusy(deps: Pick<AppDeps, 'log'>, password: string, stored: string): Promise<boolean> {
  try {
    return await verifyPassword(password, stored);
  } catch (error) {
    busy(deps, error);
  }
}
