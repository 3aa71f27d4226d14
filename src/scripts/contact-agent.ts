import { initialsOf, telHref } from '../lib/agents/agent-card';
import { findIndexedAgent } from '../lib/agents/agent-index';
import { messages } from '../lib/messages';

/**
 * The contact page's `?agent=` (an id or a profile slug, since pages reached from an agent page carry the slug):
 * an active agent found in the agent index names the heading, shows the broker card and routes the form to them
 * (the hidden `agent_id`). No agent named, or none found: the page stays as built, routed to the brokerage.
 */
export async function showChosenAgent(): Promise<void> {
  const agent = await findIndexedAgent(new URLSearchParams(window.location.search).get('agent'));
  if (!agent) return;
  const heading = document.querySelector('[data-contact-heading]');
  if (heading) heading.textContent = messages.contact.headingAgent(agent.name);
  for (const input of document.querySelectorAll<HTMLInputElement>('form[data-contact-form] input[name="agent_id"]')) input.value = agent.id;

  const card = document.querySelector<HTMLElement>('[data-broker-card]');
  if (!card) return;
  const part = <T extends HTMLElement>(name: string) => card.querySelector<T>(`[data-broker-${name}]`);
  const initials = part('initials');
  if (agent.logo && initials) {
    const logo = Object.assign(document.createElement('img'), { src: agent.logo, alt: '', width: 64, height: 64 });
    logo.className = 'h-16 w-16 flex-none rounded-full object-cover ring-1 ring-slate-200';
    initials.replaceWith(logo);
  } else if (initials) initials.textContent = initialsOf(agent.name);
  const name = part('name');
  if (name) name.textContent = agent.name;
  const email = part<HTMLAnchorElement>('email');
  if (agent.email && email) Object.assign(email, { href: `mailto:${agent.email}`, textContent: agent.email, hidden: false });
  const phone = part<HTMLAnchorElement>('phone');
  if (agent.phone && phone) Object.assign(phone, { href: telHref(agent.phone), textContent: agent.phone, hidden: false });
  card.hidden = false;
}
