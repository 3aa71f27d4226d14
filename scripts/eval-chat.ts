/**
 * npm run eval:chat — the chat's blind evaluation (docs/decisions/0037-chat-recogniser-and-classifier.md).
 * Sends every item of every tests/fixtures/chat-blind/*.json file through the chat's reply pipeline, one session per
 * item, scores the last reply strictly and prints per-topic scores and each miss with its reply.
 * Options: --dir <folder> (another set in the same format), --brief (misses without replies), --only <id,id>.
 */
import { BLIND_DIR, loadBlindItems } from './support/chat-blind/items';
import { evaluate, formatReport } from './support/chat-blind/run';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = option('--only')?.split(',');
const items = loadBlindItems(option('--dir') ?? BLIND_DIR).filter((item) => !only || only.includes(item.id));
const report = await evaluate(items);
console.log(formatReport(report, { showReplies: !args.includes('--brief') }));
