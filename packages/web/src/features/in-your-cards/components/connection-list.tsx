import { useId } from 'react';
import type { ConnectionLine } from '../connection-lines';

interface ConnectionListProps {
  /** 'In your cards', 'In Maya’s cards', 'Karma'. */
  title: string;
  lines: readonly ConnectionLine[];
  headingLevel: 3 | 4;
  /** Said under the heading when there is no line; without it an empty list is left out. */
  empty?: string;
}

/**
 * One direction of a pair (or its karma links) as a list named by its small heading: each sentence, and
 * under it what the place speaks to ("Venus: love, relationships, beauty and pleasure").
 */
export function ConnectionList({ title, lines, headingLevel, empty }: ConnectionListProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  if (lines.length === 0 && !empty) return null;
  return (
    <div className="grid gap-2">
      <Heading
        id={headingId}
        className="font-sans text-sm font-semibold tracking-[0.08em] text-muted [font-variant-caps:all-small-caps]"
      >
        {title}
      </Heading>
      {lines.length === 0 ? (
        <p className="text-pretty text-muted">{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-2.5">
          {lines.map((line) => (
            <li key={line.key} className="grid gap-0.5 border-l-2 border-accent/50 pl-3 text-pretty">
              <span>{line.text}</span>
              {line.placement ? (
                <span className="text-sm text-muted">
                  {line.placement.label}: {line.placement.theme}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
