import { E2E_PORT } from './e2e-env';

/**
 * The news spec file's outside services: a feed fixture server and a fake Inoreader, started by the spec file itself on fixed
 * ports derived from E2E_PORT (so parallel e2e servers never share them). The e2e server always points at them;
 * when no news spec file runs nothing listens there, the start-up poll fails fast and other specs see no articles.
 */
export const NEWS_FEEDS_PORT = E2E_PORT + 1100;
export const FAKE_INOREADER_PORT = E2E_PORT + 1200;
export const NEWS_FEEDS_URL = `http://127.0.0.1:${NEWS_FEEDS_PORT}`;
export const FAKE_INOREADER_URL = `http://127.0.0.1:${FAKE_INOREADER_PORT}`;

export const newsPeerEnv = () => ({
  NEWS_FEED_URLS: `${NEWS_FEEDS_URL}/local.xml,${NEWS_FEEDS_URL}/rdf.xml,${NEWS_FEEDS_URL}/down.xml`,
  INOREADER_API_URL: `${FAKE_INOREADER_URL}/reader/api/0`,
  INOREADER_OAUTH_URL: `${FAKE_INOREADER_URL}/oauth2`,
});
