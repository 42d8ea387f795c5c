/** The player's own time zone: dates and clocks are shown in it. */
export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Istanbul';
