/**
 * The agent directory's search box, in plain DOM code (no framework: this page ships a few KB, not React). Without
 * JavaScript the box is not shown (a <noscript> style), so such a visitor sees only what works for them: the
 * numbered pages. The index is fetched on first use, never on page load. Its words come from the page
 * (data-* attributes rendered from messages.ts), so the message catalogue is not bundled.
 */
import { loadAgentIndex, searchAgents, type AgentIndexEntry } from '../../lib/agents/agent-index';

/** At most this many results at once; the status line asks for a narrower query beyond it. */
export const MAX_RESULTS = 24;

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

export function startAgentSearch(root: HTMLElement | null = document.querySelector('[data-agent-search]')): void {
  if (!root) return;
  const input = root.querySelector<HTMLInputElement>('input[type="search"]')!;
  const status = root.querySelector<HTMLElement>('[data-search-status]')!;
  const list = root.querySelector<HTMLUListElement>('[data-search-results]')!;
  const directory = document.querySelector<HTMLElement>('[data-agent-directory]');
  const words = root.dataset as Record<'loading' | 'failed' | 'none' | 'some' | 'all', string>;

  const showDirectory = (show: boolean) => {
    if (directory) directory.hidden = !show;
  };

  const render = async () => {
    const query = input.value;
    if (!query.trim()) {
      list.replaceChildren();
      status.textContent = '';
      showDirectory(true);
      return;
    }
    showDirectory(false);
    status.textContent = words.loading;
    let entries: AgentIndexEntry[];
    try {
      entries = await loadAgentIndex();
    } catch {
      status.textContent = words.failed;
      showDirectory(true);
      return;
    }
    if (input.value !== query) return; // a newer keystroke renders instead
    const matches = searchAgents(entries, query);
    const shown = matches.slice(0, MAX_RESULTS);
    list.replaceChildren(...shown.map(resultItem));
    const template = matches.length === 0 ? words.none : shown.length < matches.length ? words.some : words.all;
    status.textContent = fill(template, { query: query.trim(), shown: shown.length, total: matches.length });
  };

  input.addEventListener('focus', () => void loadAgentIndex().catch(() => {}), { once: true });
  if (input.value.trim()) void render(); // typed (or restored by the browser) before this script arrived
  input.addEventListener('input', () => void render());
  root.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    void render();
  });
}

function resultItem(entry: AgentIndexEntry): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = entry.path;
  link.className = 'flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-400';
  let avatar: HTMLElement;
  if (entry.headshot) {
    const img = document.createElement('img');
    img.src = entry.headshot;
    img.alt = '';
    img.width = 56;
    img.height = 56;
    img.loading = 'lazy';
    img.className = 'h-14 w-14 flex-none rounded-full object-cover';
    avatar = img;
  } else {
    avatar = document.createElement('span');
    avatar.setAttribute('aria-hidden', 'true');
    avatar.className = 'inline-flex h-14 w-14 flex-none items-center justify-center rounded-full bg-brand-800 font-bold text-white';
    avatar.textContent = entry.initials;
  }
  const text = document.createElement('span');
  const name = document.createElement('span');
  name.className = 'block font-bold text-brand-950';
  name.textContent = entry.name;
  const detail = document.createElement('span');
  detail.className = 'block text-sm text-slate-700';
  detail.textContent = entry.area ? `${entry.title} · ${entry.area}` : entry.title;
  text.append(name, detail);
  link.append(avatar, text);
  item.append(link);
  return item;
}
