import type { ReminderSettings } from '@cardology/contract/reminders';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckSwitch } from '../../../components/ui/check-switch';
import '../../../i18n/settings-texts';

/** The notices' switches, each saved on its own (decision 050). */
export type NoticeChanges = Partial<
  Pick<ReminderSettings, 'period_notice' | 'birthday_notice' | 'notice_names'>
>;

/**
 * "More notices" under the daily card (issue 34 item 2, docs/decisions/050-notices.md): a planetary period's
 * first day and a saved person's birthday eve, each off until turned on, and whether they may name the person.
 * They go at the daily card's time to its places, so the section above sets both.
 */
export function NoticeSwitches({
  settings,
  busy,
  onChange,
}: {
  settings: ReminderSettings;
  busy: boolean;
  onChange: (changes: NoticeChanges) => void;
}) {
  const { t } = useTranslation();
  const heading = useId();
  return (
    <fieldset aria-labelledby={heading} className="grid min-w-0 gap-4 border-t border-border pt-4">
      <div className="grid gap-1">
        <h3 id={heading} className="text-base font-semibold">
          {t('settings.dailyCard.notices.title')}
        </h3>
        <p className="text-sm text-muted">{t('settings.dailyCard.notices.intro')}</p>
      </div>
      <CheckSwitch
        label={t('settings.dailyCard.notices.period')}
        hint={t('settings.dailyCard.notices.periodHint')}
        checked={settings.period_notice}
        disabled={busy}
        onChange={(on) => onChange({ period_notice: on })}
      />
      <CheckSwitch
        label={t('settings.dailyCard.notices.birthday')}
        hint={t('settings.dailyCard.notices.birthdayHint')}
        checked={settings.birthday_notice}
        disabled={busy}
        onChange={(on) => onChange({ birthday_notice: on })}
      />
      <CheckSwitch
        label={t('settings.dailyCard.notices.names')}
        hint={t('settings.dailyCard.notices.namesHint')}
        checked={settings.notice_names}
        disabled={busy}
        onChange={(on) => onChange({ notice_names: on })}
      />
    </fieldset>
  );
}
