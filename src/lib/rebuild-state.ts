/** The public site's rebuild, as `GET /api/admin/rebuild-status` answers it (ADR 4). */
export interface RebuildState {
  pending: boolean;
  running: boolean;
  last_reason: string | null;
  last_requested_at: string | null;
  last_started_at: string | null;
  last_finished_at: string | null;
  last_status: 'success' | 'failed' | null;
  last_error: string | null;
}
