import { readEnv } from './env';
import { loadDotEnv } from './load-dotenv';

/**
 * At build: whether the site runs with demo content (SEED_DEMO), the one case where the product's (docs/product/content.md#sample-articles) invented sample news
 * may stand in for real news, each card marked as a sample (ADR 48).
 */
export function showsDemoContent(): boolean {
  loadDotEnv();
  return readEnv().SEED_DEMO;
}
