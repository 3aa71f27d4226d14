import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Node host honours the same `_redirects` file Netlify reads from the build output, so a redirect or a
 * rewrite is declared once and behaves the same on both hosts. Supported: `/from /to [status]`, a trailing
 * `*` splat (`:splat` in the target) and `:name` placeholders. Status 200 and 404 rewrite; 301/302 redirect.
 * Paths match regardless of letter case, so /agents/DavidChen takes the agent's redirect to /agents/davidchen;
 * placeholders keep the case the visitor typed. Netlify matches rules with their case: there an edge function gives
 * agent addresses the same redirect (netlify/edge-functions/lowercase-agent-address.ts, ADR 32), and other
 * mixed-case addresses get the site's 404 page instead of their section's (both answer 404).
 */
export interface RedirectRule {
  pattern: RegExp;
  names: string[];
  to: string;
  status: number;
}

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [from, to, status] = line.split(/\s+/);
    if (!from || !to) continue;
    const names: string[] = [];
    const source = from
      .split('/')
      .map((part) => {
        if (part === '*') {
          names.push('splat');
          return '(.*)';
        }
        if (part.startsWith(':')) {
          names.push(part.slice(1));
          return '([^/]+)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    rules.push({ pattern: new RegExp(`^${source}/?$`, 'i'), names, to, status: Number(status ?? 301) });
  }
  return rules;
}

export function matchRedirect(rules: RedirectRule[], pathname: string): { to: string; status: number } | null {
  for (const rule of rules) {
    const match = rule.pattern.exec(pathname);
    if (!match) continue;
    let to = rule.to;
    rule.names.forEach((name, index) => {
      to = to.replace(`:${name}`, match[index + 1] ?? '');
    });
    return { to, status: rule.status };
  }
  return null;
}

export function loadRedirects(siteDir: string): RedirectRule[] {
  try {
    return parseRedirects(readFileSync(join(siteDir, '_redirects'), 'utf8'));
  } catch {
    return [];
  }
}
