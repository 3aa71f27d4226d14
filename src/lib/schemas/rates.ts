import { z } from './zod';
import { resolveProvinceName } from '../rates/select-rates';

/** GET /api/rates query: an optional province, by full name or two-letter code, normalised to the full name. */
export const ratesQuerySchema = z.object({
  province: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const name = resolveProvinceName(value);
      if (!name) {
        ctx.addIssue({ code: 'custom', message: 'Unknown province: use a full name such as Ontario or a code such as ON.' });
        return z.NEVER;
      }
      return name;
    }),
});
