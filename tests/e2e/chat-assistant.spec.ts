import { expect, test, type Page, type Route } from '@playwright/test';
import { createDb } from '../../db/client';
import { chatCopy } from '../../src/islands/chat/chat-logic';
import { CHAT_GREETING, CHAT_TITLE, SUGGESTED_QUESTIONS } from '../../src/lib/chat/suggested-questions';
import { messages } from '../../src/lib/messages';
import type { ChatMessage } from '../../src/lib/schemas/chat';
import { E2E_DATABASE_URL } from './support/e2e-env';
import { expectNoAxeViolations } from './support/axe';

const CHAT_CHUNK = /\/_astro\/mount-chat-widget\.[\w-]+\.js$/;

/** requestIdleCallback that never fires by itself: the test decides when the browser "goes idle". */
async function holdIdle(page: Page) {
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    Object.assign(window, {
      __idle: held,
      requestIdleCallback: (callback: () => void) => held.push(callback),
    });
  });
}
const releaseIdle = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __idle: (() => void)[] }).__idle.splice(0).forEach((run) => {
      run();
    }),
  );

const launcher = (page: Page) => page.getByRole('button', { name: messages.chat.openButton });
const dialog = (page: Page) => page.getByRole('dialog', { name: CHAT_TITLE });
const input = (page: Page) => dialog(page).getByRole('textbox', { name: chatCopy.inputLabel });
const bubbles = (page: Page) => dialog(page).getByRole('list', { name: chatCopy.conversationLabel }).getByRole('listitem');

const staticLauncher = (page: Page) => page.locator('[data-chat-launcher="static"]');

/** The static launcher is the button until first use: a click imports the widget and opens the dialog. */
async function openChat(page: Page, { navigate = true } = {}) {
  if (navigate) await page.goto('/');
  await launcher(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
}

/** Answers /api/chat from the test; each request waits until `release()` when `hold` is set. */
async function fakeChatApi(page: Page, options: { hold?: boolean; respond?: (route: Route) => Promise<void> } = {}) {
  const bodies: { session_id: string; message: string; history: ChatMessage[] }[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/chat', async (route) => {
    bodies.push(route.request().postDataJSON());
    if (options.hold) await gate;
    if (options.respond) return options.respond(route);
    return route.fulfill({ json: { reply: `Answer number ${bodies.length}` } });
  });
  return { bodies, release };
}

async function storedConversation(page: Page): Promise<{ sessionId: string; history: ChatMessage[] }> {
  return page.evaluate(() => {
    const sessionId = localStorage.getItem('chat-session-id') ?? '';
    return { sessionId, history: JSON.parse(localStorage.getItem(`chat-history:${sessionId}`) ?? '[]') };
  });
}

test.describe('chat assistant', () => {
  test('ships no chat code before a click, even once the browser is idle; a click loads it and opens the dialog at once', async ({ page }) => {
    await holdIdle(page);
    const chunks: string[] = [];
    page.on('request', (request) => CHAT_CHUNK.test(new URL(request.url()).pathname) && chunks.push(request.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await releaseIdle(page);
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    await expect(staticLauncher(page)).toHaveAccessibleName(messages.chat.openButton);

    await launcher(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(dialog(page).getByText(CHAT_GREETING)).toBeVisible();
    expect(chunks).toHaveLength(1);
    await expect(staticLauncher(page)).toHaveCount(0);
  });

  test('the widget replaces the static button in the same place and size', async ({ page }) => {
    await page.goto('/');
    const before = await staticLauncher(page).boundingBox();
    await launcher(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(staticLauncher(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await launcher(page).boundingBox()).toEqual(before);
  });

  test('chips show with the greeting only; Enter sends, Shift+Enter adds a newline, blank is ignored', async ({ page }) => {
    const api = await fakeChatApi(page);
    await openChat(page);
    const chips = dialog(page).getByRole('button', { name: SUGGESTED_QUESTIONS[0] });
    await expect(chips).toBeVisible();
    for (const question of SUGGESTED_QUESTIONS) await expect(dialog(page).getByRole('button', { name: question })).toBeVisible();

    await input(page).press('Enter');
    await input(page).fill('   ');
    await input(page).press('Enter');
    await input(page).fill('');
    await input(page).pressSequentially('line one');
    await input(page).press('Shift+Enter');
    await input(page).pressSequentially('line two');
    await expect(input(page)).toHaveValue('line one\nline two');
    expect(api.bodies).toHaveLength(0);

    await input(page).press('Enter');
    await expect(bubbles(page).nth(2)).toContainText('Answer number 1');
    expect(api.bodies).toHaveLength(1);
    expect(api.bodies[0]).toMatchObject({ message: 'line one\nline two', history: [{ role: 'assistant', content: CHAT_GREETING }] });
    await expect(bubbles(page).nth(1)).toContainText('line one\nline two');
    await expect(input(page)).toHaveValue('');
    await expect(chips).toHaveCount(0);
    // New replies are announced by the polite live region.
    await expect(page.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText('Answer number 1');
  });

  test('while a reply is pending: typing indicator, input disabled, no second send, and the dialog stays open', async ({ page }) => {
    const api = await fakeChatApi(page, { hold: true });
    await openChat(page);
    await dialog(page).getByRole('button', { name: SUGGESTED_QUESTIONS[1] }).click();
    await expect(dialog(page).getByText(chatCopy.typing)).toBeAttached();
    await expect(dialog(page)).toHaveAttribute('aria-busy', 'true');
    await expect(input(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(input(page)).toHaveAttribute('readonly', '');

    await input(page).press('Enter');
    await page.keyboard.press('Escape');
    // force: the close button is aria-disabled, which Playwright would otherwise wait out.
    await dialog(page).getByRole('button', { name: chatCopy.close }).click({ force: true });
    await page.mouse.click(10, 10);
    await expect(dialog(page)).toBeVisible();
    expect(api.bodies).toHaveLength(1);

    api.release();
    await expect(bubbles(page).nth(2)).toContainText('Answer number 1');
    await expect(dialog(page).getByText(chatCopy.typing)).toHaveCount(0);
    await expect(input(page)).toHaveAttribute('aria-disabled', 'false');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
  });

  test('keyboard only: Enter on the launcher opens, Tab stays inside the dialog, Escape closes back to the launcher', async ({ page }) => {
    await fakeChatApi(page);
    await page.goto('/');
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(key);
        expect(await dialog(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
    }
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
  });

  test("the issue's conversation: down payments, rates, an e-mail -> one lead holding the whole conversation", async ({ page }) => {
    const email = `e2e.${Date.now()}.${test.info().project.name}@example.com`;
    await openChat(page);
    const say = async (text: string, replyIndex: number) => {
      await input(page).fill(text);
      await input(page).press('Enter');
      await expect(bubbles(page)).toHaveCount(replyIndex + 1);
      return bubbles(page).nth(replyIndex);
    };
    await expect(await say('How much down payment do I need?', 2)).toContainText('5%');
    const rates = await say("What are today's mortgage rates?", 4);
    await expect(rates).toContainText('Fixed');
    await expect(rates).toContainText('Variable');
    await expect(rates).toContainText(messages.rates.footer);
    await expect(await say(`Great, you can reach me at ${email}`, 6)).toContainText(email);

    const { sessionId, history } = await storedConversation(page);
    expect(history).toHaveLength(7);
    const db = await createDb({ url: E2E_DATABASE_URL });
    try {
      const result = await db.execute({
        sql: `SELECT * FROM leads WHERE json_extract(metadata, '$.chat_session_id') = ? OR client_email = ?`,
        args: [sessionId, email],
      });
      expect(result.rows).toHaveLength(1);
      const lead = result.rows[0]!;
      expect(lead).toMatchObject({ source: 'AI Chatbot', type: 'contact', status: 'new', client_email: email, client_name: 'Anonymous Lead' });
      const stored = JSON.parse(String(lead.message)) as { conversation: ChatMessage[]; last_interaction: string };
      expect(stored.conversation).toEqual(history);
      expect(stored.conversation.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([
        'How much down payment do I need?',
        "What are today's mortgage rates?",
        `Great, you can reach me at ${email}`,
      ]);
      const outbox = await db.execute({ sql: 'SELECT subject FROM email_outbox WHERE lead_id = ?', args: [lead.id] });
      expect(outbox.rows.map((r) => r.subject)).toEqual(['New chat lead: Anonymous Lead']);
    } finally {
      db.close();
    }

    // History is restored on load.
    await page.reload();
    await openChat(page, { navigate: false });
    await expect(bubbles(page)).toHaveCount(7);
    await expect(bubbles(page).nth(5)).toContainText(email);
    await expect(dialog(page).getByRole('button', { name: SUGGESTED_QUESTIONS[0] })).toHaveCount(0);

    // Clear Chat asks first; Cancel keeps everything, Clear resets to the greeting in a new session.
    await dialog(page).getByRole('button', { name: messages.chat.clear }).click();
    await expect(dialog(page).getByText(chatCopy.confirmClearQuestion)).toBeVisible();
    await dialog(page).getByRole('button', { name: chatCopy.cancelClear }).click();
    await expect(bubbles(page)).toHaveCount(7);
    await dialog(page).getByRole('button', { name: messages.chat.clear }).click();
    await dialog(page).getByRole('button', { name: chatCopy.confirmClear, exact: true }).click();
    await expect(bubbles(page)).toHaveCount(1);
    await expect(bubbles(page).first()).toContainText(CHAT_GREETING);
    await expect(dialog(page).getByRole('button', { name: SUGGESTED_QUESTIONS[0] })).toBeVisible();
    const after = await storedConversation(page);
    expect(after.sessionId).not.toBe(sessionId);
    expect(after.history).toEqual([{ role: 'assistant', content: CHAT_GREETING }]);
  });

  test('asking to apply in the chat: the application path, then an email opens the borrower file and its link works @phone', async ({ page }) => {
    const email = `e2e.apply.${Date.now()}.${test.info().project.name}@example.com`;
    await openChat(page);
    await input(page).fill("Hi, I'd like to apply for a mortgage");
    await input(page).press('Enter');
    await expect(bubbles(page)).toHaveCount(3);
    await expect(bubbles(page).nth(2).getByRole('link', { name: 'Application page' })).toHaveAttribute('href', '/applications');
    await input(page).fill(`My name is Jo Chatapply, ${email}`);
    await input(page).press('Enter');
    await expect(bubbles(page)).toHaveCount(5);
    await expect(bubbles(page).nth(4)).toContainText(`emailed a sign-in link to ${email}`);

    // The link mailed as after the public form opens the borrower's own file.
    const db = await createDb({ url: E2E_DATABASE_URL });
    let body = '';
    try {
      const mail = await db.execute({ sql: 'SELECT text_body FROM email_outbox WHERE to_address = ?', args: [email] });
      body = mail.rows.map((row) => String(row.text_body)).join('\n');
    } finally {
      db.close();
    }
    const link = new URL(/https?:\/\/\S+\/api\/my-file\/sign-in\?token=[a-z0-9]+/.exec(body)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: 'Open my file' }).click();
    await expect(page.getByRole('heading', { name: 'Your mortgage file' })).toBeVisible();
  });

  test('a server error shows the spec toast and an apology offering an agent', async ({ page }) => {
    await fakeChatApi(page, { respond: (route) => route.fulfill({ status: 500, json: { error: { code: 'server_error', message: 'x' } } }) });
    await openChat(page);
    await input(page).fill('Hello?');
    await input(page).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: messages.chat.failureToast })).toBeVisible();
    await expect(bubbles(page).nth(2)).toContainText(chatCopy.apology);
    expect(chatCopy.apology).toMatch(/mortgage agent/);
    await expect(input(page)).toHaveAttribute('aria-disabled', 'false');
  });

  test('a lead that could not be saved shows the spec message, and the reply still arrives', async ({ page }) => {
    await fakeChatApi(page, { respond: (route) => route.fulfill({ json: { reply: 'Thanks!', lead: { status: 'failed' } } }) });
    await openChat(page);
    await input(page).fill('my phone is 416-555-0142');
    await input(page).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: messages.chat.leadSaveFailure })).toBeVisible();
    await expect(bubbles(page).nth(2)).toContainText('Thanks!');
  });

  test('the open dialog, with a conversation, has no axe violations', async ({ page }) => {
    // Two whole-page axe runs take 20 s on a busy 2-core machine: room for them, not a retry.
    test.setTimeout(90_000);
    await fakeChatApi(page);
    await openChat(page);
    await expectNoAxeViolations(page);
    await input(page).fill('What are closing costs?');
    await input(page).press('Enter');
    await expect(bubbles(page)).toHaveCount(3);
    await dialog(page).getByRole('button', { name: messages.chat.clear }).click();
    await expectNoAxeViolations(page, '#chat-widget-root');
  });

  test('public pages carry the chat, back-office pages do not', async ({ request }) => {
    expect(await (await request.get('/about')).text()).toContain('id="chat-widget-root"');
    for (const path of ['/super-admin', '/agent-dashboard']) {
      expect(await (await request.get(path)).text()).not.toContain('chat-widget-root');
    }
  });

  test('on a phone the chat fills the screen and answers a suggested question @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openChat(page);
    const box = await dialog(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await dialog(page).getByRole('button', { name: SUGGESTED_QUESTIONS[4] }).click();
    await expect(bubbles(page).nth(2)).toContainText('1.5%');
    await expect(input(page)).toBeInViewport();
    await expect(dialog(page).getByRole('button', { name: chatCopy.close })).toBeInViewport();
    await dialog(page).getByRole('button', { name: chatCopy.close }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(launcher(page)).toBeInViewport();
  });
});
