import { describe, expect, it } from 'vitest';
import { withStagingPercentage } from './rollout.ts';

const latest = `version: 0.2.0
files:
  - url: Bet-Terminal-Setup-0.2.0.exe
    sha512: abc==
    size: 81234567
path: Bet-Terminal-Setup-0.2.0.exe
sha512: abc==
releaseDate: '2026-11-28T10:00:00.000Z'
`;

describe('a staged rollout of a terminal update', () => {
  it('sets the share of terminals in the feed file, keeping everything else', () => {
    const staged = withStagingPercentage(latest, 10);
    expect(staged).toBe(`${latest}stagingPercentage: 10\n`);
    // raised later: one line, the new share
    const raised = withStagingPercentage(staged, 50);
    expect(raised.match(/stagingPercentage/g)).toHaveLength(1);
    expect(raised).toContain('stagingPercentage: 50\n');
    expect(raised).toContain('sha512: abc==');
    expect(withStagingPercentage(latest.replace(/\n/g, '\r\n'), 0)).toBe(`${latest}stagingPercentage: 0\n`);
  });

  it('refuses a share that is not a whole percentage, and a file that is no feed', () => {
    for (const bad of [-1, 101, 12.5, Number.NaN])
      expect(() => withStagingPercentage(latest, bad)).toThrow(RangeError);
    expect(() => withStagingPercentage('files: []\n', 10)).toThrow(/no version/);
  });
});
