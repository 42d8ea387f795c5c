import fs from 'node:fs';
import { withStagingPercentage } from '../src/main/rollout.ts';

/**
 * `npm run stage -w terminal -- <latest.yml> <percent>`: sets the share of terminals that install
 * the update the feed file describes (a staged rollout); 0 holds it back, 100 releases it to all.
 */
const [file, percent] = process.argv.slice(2);
if (!file || percent === undefined) {
  console.error('usage: npm run stage -w terminal -- <path to latest.yml> <percent 0-100>');
  process.exit(2);
}
try {
  fs.writeFileSync(file, withStagingPercentage(fs.readFileSync(file, 'utf8'), Number(percent)));
  console.log(`${file}: stagingPercentage ${percent}`);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
