import { messages } from '../../lib/messages';
import { initialsOf, telHref, type AgentCard } from './agent-card';

/** Spec: the 'Your Broker' card: logo or initials, name, and email and phone links when present. */
export function BrokerCard({ agent }: { agent: AgentCard }) {
  return (
    <section aria-labelledby="your-broker-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="your-broker-heading" className="text-lg font-bold text-brand-900">
        {messages.contact.yourBroker}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        {agent.agent_logo_url ? (
          <img src={agent.agent_logo_url} alt="" width={64} height={64} className="h-16 w-16 flex-none rounded-full object-cover ring-1 ring-slate-200" />
        ) : (
          <span aria-hidden="true" className="flex h-16 w-16 flex-none items-center justify-center rounded-full bg-brand-800 text-xl font-bold text-white">
            {initialsOf(agent.name)}
          </span>
        )}
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{agent.name}</p>
          {agent.email && (
            <a href={`mailto:${agent.email}`} className="block break-all text-brand-700 underline-offset-2 hover:underline">
              {agent.email}
            </a>
          )}
          {agent.phone && (
            <a href={telHref(agent.phone)} className="block text-brand-700 underline-offset-2 hover:underline">
              {agent.phone}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
