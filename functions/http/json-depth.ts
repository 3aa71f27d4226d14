import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors';

/** No request of this API nests deeper than a few levels; 32 leaves room and stops stack-deep recursion. */
export const MAX_JSON_DEPTH = 32;

/**
 * The deepest nesting of arrays/objects in JSON text, counted in one pass (strings skipped), without parsing:
 * JSON.parse copes with deep input, but JSON.stringify or any recursive walk of the result overflows the stack.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return deepest;
}

/** Refuses a JSON body nested deeper than MAX_JSON_DEPTH with 400, before any handler parses it. */
export function jsonDepthGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.header('content-type')?.toLowerCase().includes('json') || !c.req.raw.body) return next();
    const text = await c.req.text();
    if (jsonNestingDepth(text) > MAX_JSON_DEPTH) {
      return c.json(errorBody('invalid_input', 'The request body is nested too deeply.'), 400);
    }
    // Handlers read the cached text; a route's own stream reader (e.g. its body limit) gets a fresh body.
    c.req.raw = new Request(c.req.raw, { body: text });
    return next();
  };
}
