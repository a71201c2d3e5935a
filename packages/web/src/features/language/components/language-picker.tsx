import { LANGUAGES, languageNameInItself, supportedLanguage } from '@cardology/contract/languages';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { useChooseLanguage } from '../use-choose-language';

// The look of the journal's planet select and lookups' CardSelect.
const SELECT = cn(
  'h-11 w-full cursor-pointer appearance-none rounded-lg border border-border bg-surface pr-10 pl-3.5 text-base text-text shadow-xs',
  'transition-colors duration-150 hover:border-muted/60',
  'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0',
);

/** A native select of the app's languages, each named in itself (so a reader finds theirs in any language). */
export function LanguagePicker({ className }: { className?: string }) {
  const id = useId();
  const { t, i18n } = useTranslation();
  const choose = useChooseLanguage();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{t('shell.language.label')}</Label>
      <div className="relative">
        <select
          id={id}
          value={supportedLanguage(i18n.resolvedLanguage) ?? 'en'}
          onChange={(event) => void choose(supportedLanguage(event.target.value) ?? 'en')}
          className={SELECT}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {languageNameInItself(language)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}
