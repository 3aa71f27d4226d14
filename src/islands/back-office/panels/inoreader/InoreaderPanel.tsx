import { useCallback, useEffect, useState } from 'react';
import { isSessionEnded, send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import type { InoreaderConfigView } from '../../../../lib/schemas/news';
import { toast } from '../../../../browser/toast';
import { Button } from '../../ui/button';
import { ConnectionTest } from './ConnectionTest';
import { InoreaderConfigForm } from './InoreaderConfigForm';
import { NewsSources } from './NewsSources';

const m = messages.backOffice.inoreader;

/** Inoreader tab (docs/product/back-office-news.md#configuration-form: configuration form and connection test), plus the news sources' health. */
export function InoreaderPanel() {
  const [config, setConfig] = useState<InoreaderConfigView | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    const result = await send(() => adminApi.inoreader.config.$get());
    if (result.ok) setConfig(result.data);
    else if (!isSessionEnded(result)) {
      // A failed load is a load failure (not a save one), and the tab offers to try again instead of loading forever.
      setFailed(true);
      toast(m.loadFailed, 'error');
    }
  }, []);
  useEffect(() => void load(), [load]);

  if (!config && failed)
    return (
      <p role="alert" className="text-destructive">
        {m.loadFailed}{' '}
        <Button variant="link" onClick={() => void load()}>
          {messages.backOffice.table.loadRetry}
        </Button>
      </p>
    );
  if (!config)
    return (
      <p role="status" className="text-slate-600">
        {messages.backOffice.panel.loading}
      </p>
    );
  return (
    <div className="space-y-8">
      <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 md:p-6" aria-label="Configuration">
        {/* The form remounts after an OAuth or save so it shows what is stored. */}
        <InoreaderConfigForm key={config.updated_at ?? 'new'} config={config} onSaved={setConfig} />
        {config.backoff_until && Date.parse(config.backoff_until) > Date.now() && (
          <p className="text-sm text-amber-800">{m.backoff(new Date(config.backoff_until).toLocaleString('en-CA'))}</p>
        )}
        <ConnectionTest configured={config.configured} />
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-4 md:p-6" aria-label={m.sources}>
        <NewsSources onPolled={load} />
      </section>
    </div>
  );
}
