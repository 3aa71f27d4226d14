import { useEffect, useState, type FormEvent } from 'react';
import { send } from '../../browser/api-client';
import { leadsApi, leadsHref } from '../../browser/api-routes';
import { messages } from '../../lib/messages';
import { FormResults, SubmitButton } from './fields';

type State = 'idle' | 'busy' | 'done' | 'invalid' | 'failed';

/**
 * The link in our emails opens this page; the click on 'Unsubscribe' records the withdrawal (a POST, so mail
 * scanners that prefetch links cannot unsubscribe anyone). No sign-in needed: the token is the proof.
 * Without JavaScript the plain form posts an empty token and the API reads it from the page's address (the
 * Referer), then redirects back here with the outcome (FormResults).
 */
export default function UnsubscribeForm() {
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<State>('idle');
  const [ready, setReady] = useState(false);
  // Arrived from a plain form post: its message (FormResults) is already showing, so ours stays silent.
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const value = query.get('token');
    setToken(value);
    setReady(true);
    setAnswered(query.has('sent') || query.has('error'));
    if (query.get('sent') === 'unsubscribe') setState('done');
    else if (!value) setState('invalid');
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A click between hydration and the first effect still carries the address's token.
    const linkToken = token ?? new URLSearchParams(window.location.search).get('token');
    if (state === 'busy') return;
    if (!linkToken) return setState('invalid');
    setAnswered(false);
    setState('busy');
    const result = await send(() => leadsApi.unsubscribe.$post({ json: { token: linkToken } }));
    setState(result.ok ? 'done' : result.status === 404 || result.status === 400 ? 'invalid' : 'failed');
  }

  const problem = state === 'invalid' ? messages.newsletter.unsubscribeInvalid : state === 'failed' ? messages.newsletter.unsubscribeFailed : null;
  return (
    <div className="group space-y-4">
      <FormResults form="unsubscribe" />
      {!answered && (
        <>
          <div role="status">{state === 'done' && <p className="font-semibold text-green-800">{messages.newsletter.unsubscribed}</p>}</div>
          <div role="alert">{problem && <p className="font-semibold text-red-700">{problem}</p>}</div>
        </>
      )}
      {state !== 'done' && state !== 'invalid' && (
        <form
          method="post"
          action={leadsHref(leadsApi.unsubscribe.$path())}
          onSubmit={submit}
          data-enhanced={ready ? 'true' : undefined}
          // Without JavaScript, a done or refused unsubscribe hides the button as the island does.
          className="group-has-[#unsubscribe-result-sent:target]:hidden group-has-[#unsubscribe-result-invalid:target]:hidden"
        >
          <input type="hidden" name="token" value={token ?? ''} />
          <SubmitButton busy={state === 'busy'} label={messages.newsletter.unsubscribe} busyLabel={messages.newsletter.unsubscribing} />
        </form>
      )}
    </div>
  );
}
