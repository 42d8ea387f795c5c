import { z } from 'zod';

export const SYSTEM_LOG_LEVELS = ['warn', 'error', 'fatal'] as const;
export type SystemLogLevel = (typeof SYSTEM_LOG_LEVELS)[number];

/** `GET /admin/system-log`: the server's last warnings and errors, newest first. */
export const SystemLogQuery = z
  .object({
    /** this level and worse; all three when absent */
    level: z.enum(SYSTEM_LOG_LEVELS).optional(),
    /** part of the message or its details */
    search: z.string().max(100).optional(),
  })
  .meta({ id: 'SystemLogQuery' });
export type SystemLogQuery = z.infer<typeof SystemLogQuery>;

export const SystemLogEntry = z
  .object({
    time: z.string(),
    level: z.enum(SYSTEM_LOG_LEVELS),
    message: z.string(),
    /** the entry's other fields as JSON (secrets are redacted before they are kept) */
    detail: z.string(),
  })
  .meta({ id: 'SystemLogEntry' });
export type SystemLogEntry = z.infer<typeof SystemLogEntry>;

export const SystemLog = z
  .object({
    results: z.array(SystemLogEntry),
    /** how many entries this server keeps at most: older ones have left the list */
    capacity: z.number().int(),
    /** when the server started keeping them (its start) */
    since: z.string(),
  })
  .meta({ id: 'SystemLog' });
export type SystemLog = z.infer<typeof SystemLog>;
