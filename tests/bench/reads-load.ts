import autocannon from 'autocannon';

/**
 * The load client of the reads bench, in a process of its own (forked by reads.bench.ts) so that
 * the client's work never shares the server's event loop. One command over IPC: a load to run;
 * the answer is its figures.
 */
export interface LoadCommand {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadFigures {
  /** answers a second, averaged over the run */
  rate: number;
  p50: number;
  p99: number;
  /** answers with another status than expected, and connection errors */
  errors: number;
  statuses: Record<string, number>;
  bytesPerAnswer: number;
}

process.on('message', (msg: LoadCommand) => {
  const instance = autocannon(
    {
      url: msg.url,
      headers: msg.headers,
      connections: msg.connections,
      duration: msg.seconds,
    },
    (err, result) => {
      if (err) {
        process.send!({ error: String(err) });
        return;
      }
      const statuses: Record<string, number> = {};
      for (const k of ['1xx', '2xx', '3xx', '4xx', '5xx'] as const)
        if (result[k] > 0) statuses[k] = result[k];
      const answers = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
      const figures: LoadFigures = {
        rate: answers / (result.duration || msg.seconds),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result['4xx'] + result['5xx'],
        statuses,
        bytesPerAnswer: answers > 0 ? Math.round(result.throughput.total / answers) : 0,
      };
      process.send!(figures);
    },
  );
  // no progress bar: the bench prints a table of its own
  autocannon.track(instance, {
    renderProgressBar: false,
    renderResultsTable: false,
    renderLatencyTable: false,
  });
});
