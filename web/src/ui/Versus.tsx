import type { ReactNode } from 'react';

interface Props {
  home: ReactNode;
  away: ReactNode;
  /** what stands between them: '-' for teams and scores, ':' in the match header */
  separator?: string;
  className?: string;
  testId?: string;
}

/**
 * The two sides of a match in reading order: home first, at the start of the line (the right in
 * Arabic and Persian). Written as one text, '2 - 1' would follow the characters' own direction:
 * Latin names stay left to right while digits between them turn over, so names and scores
 * disagree. As three boxes of an inline flex row they follow the page's direction together.
 */
export function Versus({ home, away, separator = '-', className, testId }: Props) {
  return (
    <span className={`versus${className ? ` ${className}` : ''}`} data-testid={testId}>
      <span className="versus-home">{home}</span>
      <span className="versus-sep"> {separator} </span>
      <span className="versus-away">{away}</span>
    </span>
  );
}
