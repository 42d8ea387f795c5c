/** A staged rollout's share is a whole percentage: 0 holds an update back, 100 gives it to all. */
export function isStagingPercentage(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 100;
}

/**
 * The update feed's `latest*.yml` with its `stagingPercentage` set, as electron-updater reads it:
 * each terminal installs the update only when its own random updater id falls in that share, so
 * raising the percentage step by step widens the same group of terminals. Any other line of the
 * file (version, files, sha512, releaseDate) is kept as it was.
 */
export function withStagingPercentage(latestYml: string, percentage: number): string {
  if (!isStagingPercentage(percentage))
    throw new RangeError(`a staging percentage is a whole number from 0 to 100, not ${percentage}`);
  if (!/^version:/m.test(latestYml)) throw new Error('this is no update feed file: it has no version');
  const lines = latestYml
    .replace(/\r\n/g, '\n')
    .split('\n')
    .filter((line) => !/^stagingPercentage:/.test(line));
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return `${lines.join('\n')}\nstagingPercentage: ${percentage}\n`;
}
