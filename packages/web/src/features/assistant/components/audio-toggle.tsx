import { Switch } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractText } from '../../../i18n/use-contract-text';
import '../texts';

interface AudioToggleProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** The audio switch (assistant.audioToggle, docs/product.md §2), with what a narration costs under it. */
export function AudioToggle({ checked, onCheckedChange }: AudioToggleProps) {
  const id = useId();
  const costId = useId();
  const { t } = useTranslation();
  const contract = useContractText();
  return (
    <div className="flex items-center gap-3">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={costId}
        className="hit-area inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-border bg-surface-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent data-[state=checked]:border-accent data-[state=checked]:bg-accent"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-surface shadow-soft transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Root>
      <div className="grid">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium">
          {t('assistant.audioToggle')}
        </label>
        <span id={costId} className="text-xs text-muted">
          {contract('NARRATION_COST_NOTE')}
        </span>
      </div>
    </div>
  );
}
