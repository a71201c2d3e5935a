import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import '../../../i18n/settings-texts';

/** The secret link, shown once right after it is made, with a copy button. */
export function FeedUrlField({ url }: { url: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('settings.calendar.copied'));
    } catch {
      toast.error(t('settings.calendar.copyFailed'));
    }
  };
  return (
    <div className="flex items-end gap-2">
      <Field
        label={t('settings.calendar.linkLabel')}
        hint={t('settings.calendar.linkHint')}
        className="min-w-0 flex-1"
      >
        <Input value={url} readOnly onFocus={(event) => event.target.select()} />
      </Field>
      <Button variant="outline" onClick={copy} className="mb-7 shrink-0">
        <Copy aria-hidden="true" />
        {t('settings.calendar.copy')}
      </Button>
    </div>
  );
}
