import type { InValue } from '@libsql/client';
import type { LeadFilters } from '../../src/lib/schemas/lead-desk';

/** Whose leads a request may see: every lead (super admin) or one agent's own (agent dashboard). */
export type LeadScope = { all: true } | { agentId: string };

const PHONE_LIKE = /^[\d\s().+-]+$/;

/**
 * The FTS5 query for a search box text (trigram index, migration 0007): the text as one quoted phrase, and for a
 * phone-looking text its digits against the digits-only column, so '416 555' finds '(416) 555-0100'.
 */
export function searchMatch(text: string): string | null {
  if (text.length < 3) return null;
  const phrase = `"${text.replace(/"/g, '""')}"`;
  const digits = text.replace(/\D/g, '');
  if (PHONE_LIKE.test(text) && digits.length >= 3) return `${phrase} OR phone_digits : "${digits}"`;
  return phrase;
}

/** One WHERE clause for the list, its count and the CSV export, so the three always agree. */
export function leadWhere(
  scope: LeadScope,
  filters: LeadFilters,
): { sql: string; args: InValue[]; with: string; withArgs: InValue[]; match: string | null; searchOnly: boolean } {
  const parts: string[] = [];
  const args: InValue[] = [];
  if ('agentId' in scope) {
    parts.push('l.agent_id = ?');
    args.push(scope.agentId);
  } else if (filters.agent === 'none') {
    parts.push('l.agent_id IS NULL');
  } else if (filters.agent) {
    parts.push('l.agent_id = ?');
    args.push(filters.agent);
  }
  if (filters.source) {
    parts.push('l.source = ?');
    args.push(filters.source);
  }
  if (filters.status) {
    parts.push('l.status = ?');
    args.push(filters.status);
  }
  if (filters.borrower === 'waiting') {
    // The same count the row's "waiting on the borrower" badge shows (lead-desk.ts), above zero.
    parts.push(`EXISTS (SELECT 1 FROM borrower_files bf JOIN borrower_needs bn ON bn.file_id = bf.id
      WHERE bf.lead_id = l.id AND bn.status IN ('requested', 'needs_another'))`);
  }
  const searchOnly = parts.length === 0;
  const text = filters.q?.trim();
  const match = text ? searchMatch(text) : null;
  if (text) {
    if (match) {
      // The matches are listed once, first: without MATERIALIZED libSQL re-ran the search per candidate lead when
      // another filter's index led the scan (0.5-1 s for a search within one source).
      parts.push('l.rowid IN (SELECT rowid FROM search_hits)');
    } else {
      // One or two characters: too short for trigrams; a prefix of the name or email.
      parts.push("(l.client_name LIKE ? ESCAPE '\\' OR l.client_email LIKE ? ESCAPE '\\')");
      const prefix = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      args.push(prefix, prefix);
    }
  }
  // A CTE must come first in the statement: callers put `with` before their SELECT.
  const withSql = match ? 'WITH search_hits AS MATERIALIZED (SELECT rowid FROM leads_search WHERE leads_search MATCH ?)' : '';
  return {
    sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '',
    args,
    with: withSql,
    withArgs: match ? [match] : [],
    match,
    searchOnly: searchOnly && match !== null,
  };
}
