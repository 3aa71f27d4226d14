/** Sends each blind item's turns through the chat's reply pipeline, one session per item, and scores the last reply. */
import { demoRates } from '../../../db/seed/rates';
import { replyToVisitor } from '../../../functions/chat/reply-pipeline';
import type { ChatMessage, ChatReply, RateRow } from '../../../functions/chat/types';
import type { EvalContext } from './expected';
import type { BlindItem } from './items';
import { type ItemScore, scoreItem } from './score';

/** The same fixed day, demo rates and prime rate as the chat corpus, so figures are reproducible. */
export function evalContext(): EvalContext {
  return {
    now: new Date('2026-03-02T15:00:00Z'),
    rates: demoRates().map((r, i): RateRow => ({ ...r, id: String(i), scraped_at: '2026-03-02T11:00:00Z' })),
    prime: { rate: 4.45, date: '2026-02-25' },
  };
}

export async function runSession(turns: readonly string[], context: EvalContext): Promise<ChatReply> {
  const history: ChatMessage[] = [];
  let last: ChatReply | undefined;
  for (const turn of turns) {
    last = await replyToVisitor(turn, history, {
      loadRates: async () => context.rates,
      loadPrimeRate: async () => context.prime,
      now: () => context.now,
    });
    history.push({ role: 'user', content: turn }, { role: 'assistant', content: last.reply });
  }
  if (!last) throw new Error('an item needs at least one turn');
  return last;
}

export interface EvalReport {
  scores: ItemScore[];
  passed: number;
  counted: number;
  disputed: ItemScore[];
  byTopic: Map<string, { passed: number; counted: number }>;
}

export async function evaluate(items: readonly BlindItem[], context: EvalContext = evalContext()): Promise<EvalReport> {
  const scores: ItemScore[] = [];
  for (const item of items) scores.push(scoreItem(item, await runSession(item.turns, context), context));
  const disputed = scores.filter((s) => s.disputed !== undefined);
  const counted = scores.filter((s) => s.disputed === undefined);
  const byTopic = new Map<string, { passed: number; counted: number }>();
  for (const s of counted) {
    const t = byTopic.get(s.item.topic) ?? { passed: 0, counted: 0 };
    t.counted++;
    if (s.pass) t.passed++;
    byTopic.set(s.item.topic, t);
  }
  return { scores, passed: counted.filter((s) => s.pass).length, counted: counted.length, disputed, byTopic };
}

/** Passed and counted (disputed items left out) for each blind file: a held-out set is reported on its own. */
export function scoresByFile(report: EvalReport): Map<string, { passed: number; counted: number }> {
  const files = new Map<string, { passed: number; counted: number }>();
  for (const s of report.scores) {
    if (s.disputed !== undefined) continue;
    const f = files.get(s.item.file ?? '?') ?? { passed: 0, counted: 0 };
    f.counted++;
    if (s.pass) f.passed++;
    files.set(s.item.file ?? '?', f);
  }
  return files;
}

export function formatReport(report: EvalReport, options: { showReplies?: boolean } = {}): string {
  const pct = (a: number, b: number) => (b === 0 ? '-' : `${((a / b) * 100).toFixed(1)}%`);
  const lines = [`blind set: ${report.passed}/${report.counted} (${pct(report.passed, report.counted)}), ${report.disputed.length} disputed`];
  for (const [file, f] of [...scoresByFile(report)].sort()) lines.push(`  file ${file.padEnd(15)} ${f.passed}/${f.counted} (${pct(f.passed, f.counted)})`);
  for (const [topic, t] of [...report.byTopic].sort()) lines.push(`  ${topic.padEnd(20)} ${t.passed}/${t.counted}`);
  for (const s of report.scores.filter((x) => !x.pass)) {
    const head = s.disputed ? `DISPUTED ${s.item.id}: ${s.disputed}` : `MISS ${s.item.id} [${s.item.topic}/${s.item.expect}]: ${s.problems.join('; ')}`;
    lines.push(`\n${head}\n  Q: ${s.item.turns.join(' || ')}`);
    if (options.showReplies !== false) lines.push(`  A: ${s.reply.replace(/\n+/g, ' ⏎ ').slice(0, 700)}`);
  }
  return lines.join('\n');
}
