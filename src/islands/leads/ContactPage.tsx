import { useEffect, useState, type ReactNode } from 'react';
import { findIndexedAgent } from '../../lib/agents/agent-index';
import { messages } from '../../lib/messages';
import type { AgentCard } from './agent-card';
import { BrokerCard } from './BrokerCard';
import { ContactForm } from './ContactForm';

interface Props {
  /** The corporate office card (static HTML from the page). */
  children?: ReactNode;
}

/**
 * Spec: Contact. `?agent=` naming an active agent preselects that agent: heading, broker card and routing. The
 * value may be the agent's id or profile slug, since pages reached from an agent page carry the slug. The agent is
 * looked up in the agent index only when the query names one (the page no longer embeds every agent).
 */
export default function ContactPage({ children }: Props) {
  const [agent, setAgent] = useState<AgentCard | null>(null);
  useEffect(() => {
    let current = true;
    void findIndexedAgent(new URLSearchParams(window.location.search).get('agent')).then((found) => {
      if (current && found)
        setAgent({ id: found.id, name: found.name, email: found.email, phone: found.phone, agent_logo_url: found.logo, profile_slug: found.profile_slug });
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">
            {agent ? messages.contact.headingAgent(agent.name) : messages.contact.headingDefault}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-100">
            Tell us a little about what you need. A licensed mortgage professional will get back to you, usually within one business day.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1.6fr_1fr]">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <ContactForm agentId={agent?.id ?? null} />
        </div>
        <aside className="space-y-6" aria-label="Contact details">
          {agent && <BrokerCard agent={agent} />}
          {children}
        </aside>
      </div>
    </>
  );
}
