import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../components/ui/panel';
import { useContractText } from '../../../../i18n/use-contract-text';
import '../../texts';

interface NarrationProgressProps {
  /** Preparing: chunks received of total (null until the server says how many); else loading. */
  progress: { received: number; total: number | null } | null;
  /** Inside a chat reply: no panel of its own. */
  compact?: boolean;
}

/** AUDIO_PREPARING with a bar of chunks done, then AUDIO_LOADING (docs/product.md §2). */
export function NarrationProgress({ progress, compact = false }: NarrationProgressProps) {
  const labelId = useId();
  const { t } = useTranslation();
  const contract = useContractText();
  const Frame = compact ? 'div' : Panel;
  const total = progress?.total ?? null;
  const received = progress?.received ?? 0;
  const percent = total ? Math.round((received / total) * 100) : 0;
  return (
    <Frame role="status" className={compact ? 'grid gap-2 text-sm' : 'grid gap-3'}>
      <p id={labelId} className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-accent border-t-transparent"
        />
        {contract(progress ? 'AUDIO_PREPARING' : 'AUDIO_LOADING')}
      </p>
      {progress && (
        <div
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={total ?? undefined}
          aria-valuenow={total === null ? undefined : received}
          aria-valuetext={
            total === null ? undefined : t('assistant.audio.partsReady', { received, count: total })
          }
          className="h-2 overflow-hidden rounded-full bg-surface-2"
        >
          <div
            className="h-full rounded-full bg-accent transition-[width] duration-300 motion-reduce:transition-none"
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </Frame>
  );
}
