import type { AppDeps } from '../deps';

/** What a scrape or a posted-history refresh needs: its own file, so both import it without importing each other. */
export type ScrapeDeps = Pick<AppDeps, 'db' | 'env' | 'log' | 'now' | 'rebuild' | 'sleep' | 'resolveHost'>;
