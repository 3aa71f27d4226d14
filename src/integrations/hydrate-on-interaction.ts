import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * `client:interaction` (ADR 30): a form island's JavaScript is downloaded and hydrated only when the visitor first
 * focuses, presses, types or pastes inside it, so a page that is only read costs no React. Until then the server's
 * HTML is a working form that posts natively. See src/scripts/interaction-directive.ts.
 */
export function hydrateOnInteraction(): AstroIntegration {
  return {
    name: 'hydrate-on-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('../scripts/interaction-directive.ts', import.meta.url)) });
      },
    },
  };
}
