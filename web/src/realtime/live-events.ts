/** The `/live` payloads are defined once, in shared, beside the server that sends them. */
export type { LiveMatchEvent, LiveOddsEvent } from '@bet/shared';
