import { useEffect, useState, type FormEvent } from 'react';
import { apiRequest } from '../../lib/api-client';
import { messages } from '../../lib/messages';
import { SubmitButton } from './fields';

type State = 'idle' | 'busy' | 'done' | 'invalid' | 'failed';

/**
 * The link in our emails opens this page; the click on 'Unsubscribe' records the withdrawal (a POST, so mail
 * scanners that prefetch links cannot unsubscribe anyone). No sign-in needed: the token is the proof.
 */
export default function UnsubscribeForm() {
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get('token');
    setToken(value);
    if (!value) setState('invalid');
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token || state === 'busy') return;
    setState('busy');
    const result = await apiRequest('/api/leads/unsubscribe', { body: { token } });
    setState(result.ok ? 'done' : result.status === 404 || result.status === 400 ? 'invalid' : 'failed');
  }

  const problem = state === 'invalid' ? messages.newsletter.unsubscribeInvalid : state === 'failed' ? messages.newsletter.unsubscribeFailed : null;
  return (
    <div className="space-y-4">
      <div role="status">{state === 'done' && <p className="font-semibold text-green-800">{messages.newsletter.unsubscribed}</p>}</div>
      <div role="alert">{problem && <p className="font-semibold text-red-700">{problem}</p>}</div>
      {state !== 'done' && state !== 'invalid' && (
        <form onSubmit={submit}>
          <SubmitButton busy={state === 'busy'} ready={token !== null} label={messages.newsletter.unsubscribe} busyLabel={messages.newsletter.unsubscribing} />
        </form>
      )}
    </div>
  );
}
