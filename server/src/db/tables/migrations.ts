export interface MigrationsTable {
  name: string;
  /** 'running' until it committed; a row left 'running' or 'failed' stops the server from starting. */
  status: 'running' | 'done' | 'failed';
  started_at: number;
  finished_at: number | null;
  error: string | null;
}
