import { useState } from 'react';
import { send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import { toast } from '../../../../browser/toast';
import { StatusBadge } from '../../kit/StatusBadge';
import { Button } from '../../ui/button';

const m = messages.backOffice.inoreader;

/** docs/product/back-office-news.md#connection-test: the connection test is unknown, success or error. */
export type TestState = 'unknown' | 'success' | 'error';

export function ConnectionTest({ configured }: { configured: boolean }) {
  const [state, setState] = useState<TestState>('unknown');
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    const result = await send(() => adminApi.inoreader.test.$post());
    setBusy(false);
    const ok = result.ok && result.data.success;
    setState(ok ? 'success' : 'error');
    if (ok) toast(m.testSuccess, 'success');
    else toast(`${m.testFailed}: ${m.testFailedDetail}`, 'error');
  }

  return (
    <div className="space-y-3" data-testid="connection-test" data-state={state}>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={run} disabled={busy || !configured}>
          {busy ? m.testing : m.testButton}
        </Button>
        {state === 'unknown' && <StatusBadge tone="neutral">{m.testUnknown}</StatusBadge>}
        {state === 'success' && <StatusBadge tone="success">{m.testSuccess}</StatusBadge>}
        {state === 'error' && <StatusBadge tone="danger">{m.testFailed}</StatusBadge>}
      </div>
      {state === 'error' && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          {m.testFailedInline}
        </p>
      )}
    </div>
  );
}
