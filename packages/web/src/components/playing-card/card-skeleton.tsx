import { useTranslation } from 'react-i18next';
import type { CardSize } from './card-identity';

export interface CardSkeletonProps {
  size?: CardSize;
  /** How many placeholders. */
  count?: number;
  /** Also draw a bar where the position label will be. */
  withLabel?: boolean;
  /** Read to screen readers instead of the shapes ('Loading cards…' in the language shown by default). */
  loadingText?: string;
  className?: string;
}

const WIDTH: Record<CardSize, string> = { sm: 'w-16', md: 'w-24', lg: 'w-56' };
const LABEL_WIDTH: Record<CardSize, string> = { sm: 'w-10', md: 'w-14', lg: 'w-20' };

/**
 * Card-shaped placeholders for loading states, the same sizes as PlayingCard so nothing jumps when the
 * cards arrive. They pulse only when motion is welcome; the region announces one loading line.
 */
export function CardSkeleton({
  size = 'md',
  count = 1,
  withLabel = false,
  loadingText,
  className,
}: CardSkeletonProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={['flex flex-wrap justify-center gap-x-4 gap-y-5', className].filter(Boolean).join(' ')}
    >
      <span className="sr-only">{loadingText ?? t('shell.loadingCards')}</span>
      {Array.from({ length: Math.max(0, count) }, (_, i) => `placeholder-${i}`).map((key) => (
        <div
          key={key}
          aria-hidden="true"
          data-slot="card-skeleton"
          className="flex flex-col items-center gap-2"
        >
          <div
            className={`${WIDTH[size]} aspect-[5/7] rounded-[8%/5.7%] border border-muted/15 bg-muted/15 motion-safe:animate-pulse`}
          />
          {withLabel ? (
            <div
              className={`${LABEL_WIDTH[size]} h-2.5 rounded-full bg-muted/15 motion-safe:animate-pulse`}
            />
          ) : null}
        </div>
      ))}
    </div>
  );
}
