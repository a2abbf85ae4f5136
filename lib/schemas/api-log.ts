import { z } from 'zod';

const text = (max: number) => z.string().max(max).nullable().optional();

/**
 * The body the browser's API client beacons to `POST /api/log` when a call fails: `warn` for 4xx
 * answers, `error` otherwise (lib/api/log.ts). `ip` and `at` are accepted for compatibility but the
 * server records its own.
 */
export const apiLogEntrySchema = z.object({
  level: z.enum(['warn', 'error']),
  event: z.literal('api_call_failed'),
  status: z.number().int().min(0).max(999),
  reason: z.string().max(200),
  message: z.string().max(2000),
  method: text(10),
  url: text(2048),
  user_id: z.union([z.number(), z.string().max(64)]).nullable().optional(),
  referrer: text(2048),
  page_url: text(2048),
  user_agent: text(1024),
  ip: text(64),
  share_source: text(32),
  at: text(40),
});

export type ApiLogEntryInput = z.infer<typeof apiLogEntrySchema>;
