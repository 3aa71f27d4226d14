import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { findChatLeadBySession } from '../../db/queries/chat-leads';
import { listActiveRates } from '../../db/queries/public-rates';
import { findReferenceRate, PRIME_RATE_SERIES } from '../../db/queries/reference-rates';
import { messages } from '../../src/lib/messages';
import { chatRequestSchema, type ChatLeadStatus, type ChatResponse } from '../../src/lib/schemas/chat';
import type { AppDeps, AppEnv } from '../deps';
import { errorBody } from '../http/errors';
import { limitPerIp } from '../http/rate-limit';
import { jsonInput } from '../http/typed-input';
import { readJson } from '../http/validate';
import { openFileAndSendLink } from '../borrower/open-file';
import { conversationAsksToApply } from './answers/apply';
import type { ChatLeadInput } from './chat-lead-record';
import { hasContactDetails } from './extract-lead-details';
import { notifyChatLead } from './notify-chat-lead';
import { replyToVisitor } from './reply-pipeline';
import { saveChatLead } from './save-chat-lead';
import type { ChatMessage, PrimeRate, RateRow } from './types';

/** 30 messages a minute per IP: far above a person typing, low enough to keep a script from flooding leads. */
export const CHAT_RATE_LIMIT = { name: 'chat', limit: 30, windowSeconds: 60 } as const;
/** 31 messages of 2,000 characters, JSON-escaped, fit well inside this; anything bigger is refused unread. */
export const CHAT_BODY_MAX_BYTES = 512 * 1024;

/**
 * POST /api/chat: the answer logic lives here so replies and lead capture are the same for every client
 * and testable; the widget only presents. The reply is never lost to a lead or e-mail failure.
 */
export function chatRoutes(deps: AppDeps) {
  // Chained, with its body named (jsonInput), so the chat widget calls it through the typed client (ADR 56).
  return new Hono<AppEnv>().post(
    '/',
    limitPerIp({ db: deps.db, now: deps.now, proxy: deps.env }, { ...CHAT_RATE_LIMIT, message: messages.chat.rateLimited }),
    bodyLimit({
      maxSize: CHAT_BODY_MAX_BYTES,
      onError: (c) => c.json(errorBody('payload_too_large', 'The request is too large.'), 413),
    }),
    jsonInput(chatRequestSchema),
    async (c) => {
      const input = await readJson(c, chatRequestSchema);
      const { reply, details } = await replyToVisitor(input.message, input.history, {
        loadRates: () => loadRates(deps),
        loadPrimeRate: () => loadPrimeRate(deps),
        now: deps.now,
      });
      const body: ChatResponse = { reply };
      if (hasContactDetails(details) || (await sessionHasLead(deps, input.session_id))) {
        const conversation: ChatMessage[] = [...input.history, { role: 'user', content: input.message }, { role: 'assistant', content: reply }];
        const saved = await recordLead(deps, { sessionId: input.session_id, conversation, details, now: deps.now() });
        body.lead = { status: saved.status };
        if (saved.leadId && details.email && conversationAsksToApply(input.message, input.history)) {
          await openChatFile(deps, saved.leadId, details.email);
        }
      }
      return c.json(body);
    },
  );
}

/** docs/product/chat.md#rate-answers: a rates read that fails leaves the list empty; the reply then says rates are being updated. */
async function loadRates(deps: AppDeps): Promise<RateRow[]> {
  try {
    return await listActiveRates(deps.db);
  } catch (error) {
    deps.log.error('chat could not read rates', { error: errorMessage(error) });
    return [];
  }
}

/** The prime rate the nightly refresh stored; without it (or on a failed read) the chat says it does not know. */
async function loadPrimeRate(deps: AppDeps): Promise<PrimeRate | undefined> {
  try {
    return await findReferenceRate(deps.db, PRIME_RATE_SERIES);
  } catch (error) {
    deps.log.error('chat could not read the prime rate', { error: errorMessage(error) });
    return undefined;
  }
}

/**
 * The widget sends only the last 30 messages, so the e-mail or phone may have scrolled out of them; the session's
 * lead still gets every later message. A failed lookup only skips this update (the next message retries).
 */
async function sessionHasLead(deps: AppDeps, sessionId: string): Promise<boolean> {
  try {
    return (await findChatLeadBySession(deps.db, sessionId)) !== null;
  } catch (error) {
    deps.log.error('chat lead lookup failed', { sessionId, error: errorMessage(error) });
    return false;
  }
}

/**
 * A visitor who asked to apply and left an email gets their borrower file and its sign-in link, by the function the
 * application form calls (ADR 52); it opens a lead's file once, so later messages of the session send nothing more.
 * Never throws: the lead is already stored and the visitor still gets the reply.
 */
async function openChatFile(deps: AppDeps, leadId: string, email: string): Promise<void> {
  try {
    await openFileAndSendLink(deps, { leadId, email });
  } catch (error) {
    deps.log.error('borrower file link not sent', { leadId, error: errorMessage(error) });
  }
}

/** Saves the lead and, for a new one, tells the brokerage. Never throws: the visitor still gets the reply. */
async function recordLead(deps: AppDeps, input: ChatLeadInput): Promise<{ status: ChatLeadStatus; leadId?: string }> {
  let saved: Awaited<ReturnType<typeof saveChatLead>>;
  try {
    saved = await saveChatLead(deps.db, input);
  } catch (error) {
    deps.log.error('chat lead could not be saved', { sessionId: input.sessionId, error: errorMessage(error) });
    return { status: 'failed' };
  }
  deps.log.info(`chat lead ${saved.status}`, { leadId: saved.lead.id, sessionId: input.sessionId });
  if (saved.status === 'created') {
    try {
      await notifyChatLead(deps, deps.env.LEADS_INBOX_EMAIL, saved.lead);
    } catch (error) {
      deps.log.error('chat lead notification failed', { leadId: saved.lead.id, error: errorMessage(error) });
    }
  }
  return { status: saved.status, leadId: saved.lead.id };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
