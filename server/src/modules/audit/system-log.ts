import { SYSTEM_LOG_LEVELS, type SystemLog, type SystemLogQuery } from '@bet/shared';
import { RECENT_LOG_CAPACITY, type RecentLog } from '../../logger.ts';

/** The kept warnings and errors the query asks for: its level and worse, holding the search text. */
export function systemLog(recent: RecentLog | undefined, query: SystemLogQuery): SystemLog {
  const from = SYSTEM_LOG_LEVELS.indexOf(query.level ?? 'warn');
  const search = query.search?.trim().toLocaleLowerCase();
  const results = (recent?.entries() ?? []).filter(
    (e) =>
      SYSTEM_LOG_LEVELS.indexOf(e.level) >= from &&
      (!search ||
        e.message.toLocaleLowerCase().includes(search) ||
        e.detail.toLocaleLowerCase().includes(search)),
  );
  return {
    results,
    capacity: recent?.capacity ?? RECENT_LOG_CAPACITY,
    since: recent?.since ?? new Date().toISOString(),
  };
}
