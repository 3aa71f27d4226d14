import { FILE_TYPES, isChecklistKey } from '../borrower-checklist';
import { z } from './zod';

/** The agent's side of a borrower file (ADR 52, ADR 53): what the lead desk sends. */

export const openFileSchema = z.object({ file_type: z.enum(FILE_TYPES).default('purchase') });

export const addNeedsSchema = z
  .object({
    checklist_keys: z.array(z.string().refine(isChecklistKey, 'Unknown checklist item.')).max(30).default([]),
    label: z.string().trim().max(200).optional(),
    /** The note of the agent's own item (`label`) only. */
    note: z.string().trim().max(1000).optional(),
    /** A note per ticked checklist item, by its key: each document gets its own (ADR 53). */
    notes: z.record(z.string(), z.string().trim().max(1000)).default({}),
  })
  .refine((v) => v.checklist_keys.length > 0 || !!v.label, { message: 'Pick a checklist item or name your own.', path: ['label'] });

/** An item not yet uploaded against: its name or note changed (ADR 53). */
export const needEditSchema = z
  .object({
    label: z.string().trim().min(1, 'Give the item a name.').max(200).optional(),
    note: z.string().trim().max(1000).nullable().optional(),
  })
  .refine((v) => v.label !== undefined || v.note !== undefined, { message: 'Change the name or the note.', path: ['label'] });

export const decisionSchema = z
  .object({
    decision: z.enum(['accept', 'needs_another']),
    reason: z.string().trim().max(1000).optional(),
  })
  .refine((v) => v.decision === 'accept' || !!v.reason, { message: 'Say why another document is needed.', path: ['reason'] });

export const MESSAGE_MAX = 4000;
export const messageSchema = z.object({ body: z.string().trim().min(1, 'Write a message.').max(MESSAGE_MAX) });

/** A closed lead reads as completed or, for a file that did not go ahead, closed (ADR 52). */
export const outcomeSchema = z.object({ outcome: z.enum(['completed', 'closed']) });
