import fs from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

/**
 * BENCH_PROFILE=<dir>: a CPU profile of the server's process over a timed part only
 * (`--cpu-prof` takes the whole run, start-up and preparation included).
 */
export async function startProfile(name: string): Promise<(() => Promise<void>) | null> {
  const dir = process.env['BENCH_PROFILE'];
  if (!dir) return null;
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (err, result) => (err ? reject(err) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  return async () => {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    session.disconnect();
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${name.toLowerCase()}-${Date.now()}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    console.log(`  CPU profile of the timed part: ${file}`);
  };
}
