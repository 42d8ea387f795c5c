/** Line icons of the panel (24 × 24, drawn in the current colour). */
const PATHS = {
  dashboard: 'M4 4h7v9H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 15h7v5H4z',
  network:
    'M12 3v5M12 8a2 2 0 1 0 0 .01M5 16v-3h14v3M5 16a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM19 16a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM12 8v5',
  finance: 'M3 7h18v10H3zM7 12h.01M17 12h.01M12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  coupons: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  reports: 'M4 20V10M10 20V4M16 20v-7M21 20H3',
  terminals: 'M4 4h16v11H4zM9 19h6M12 15v4',
  shifts: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
  approvals: 'M4 6h16v12H4zM8 12l3 3 5-6',
  audit: 'M6 3h9l4 4v14H6zM9 11h7M9 15h7M9 7h3',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  site: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  feed: 'M4 11a8 8 0 0 1 16 0M7.5 11a4.5 4.5 0 0 1 9 0M12 11v9M9 20h6',
  sports:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M21 12l-5-2M3 12l5-2M9.5 14.5 7 19M14.5 14.5 17 19',
  results: 'M5 4h14v16H5zM8 9h3M13 9h3M8 14l2 2 4-4',
  liability: 'M12 3 2 20h20zM12 10v4M12 17h.01',
  ticker: 'M3 12h4l3-7 4 14 3-7h4',
  responsibleGaming: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM9 12l2 2 4-4',
  limits: 'M4 18a8 8 0 1 1 16 0M12 18l4-6M4 18h16',
} as const;

export type PanelIconName = keyof typeof PATHS;

export function PanelIcon({ name }: { name: PanelIconName }) {
  return (
    <svg
      className="panel-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
