import { useTranslation } from 'react-i18next';
import { CheckSwitch } from '../../../components/ui/check-switch';
import '../../../i18n/settings-texts';

interface IncludePeopleSwitchProps {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** "Include my people" in the calendar feed. */
export function IncludePeopleSwitch(props: IncludePeopleSwitchProps) {
  const { t } = useTranslation();
  return (
    <CheckSwitch
      label={t('settings.calendar.includePeople')}
      hint={t('settings.calendar.includePeopleHint')}
      {...props}
    />
  );
}
