/**
 * Assistant replies may carry links to the site's own pages as [label](/path?query) (the chat's calculated answers
 * open a calculator pre-filled). Only site paths become links: never another host, never a script URL.
 */
export type MessagePart = { text: string } | { label: string; href: string };

const LINK = /\[([^\]\n]{1,120})\]\((\/(?!\/)[^\s()]*)\)/g;

export function splitMessageLinks(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of content.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: content.slice(last, match.index) });
    parts.push({ label: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < content.length) parts.push({ text: content.slice(last) });
  return parts;
}
