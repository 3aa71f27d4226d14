// A module (it exports), so the declaration below adds to Astro's types instead of replacing them.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate at the first focus, press or key inside the island (src/integrations/hydrate-on-interaction.ts);
     * `{ builtFor: 'YYYY-MM-DD' }` hydrates at idle instead once the build's data is not of today (Toronto);
     * `{ restores: key }` hydrates at idle when this browser stored a choice under that key (localStorage);
     * `{ holdsSubmit: true }` keeps the island's form from being sent before it hydrates; the island answers it (ADR 58).
     */
    'client:interaction'?: boolean | { builtFor?: string; restores?: string; holdsSubmit?: boolean };
  }
}
