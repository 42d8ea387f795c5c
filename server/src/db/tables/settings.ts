/** Site settings of the spec (accounts-and-platform section 3), one row per key; values are text. */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: number;
}
