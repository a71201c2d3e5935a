import { CheckSwitch } from '../../../components/ui/check-switch';

interface IncludePeopleSwitchProps {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** "Include my people" in the calendar feed. */
export function IncludePeopleSwitch(props: IncludePeopleSwitchProps) {
  return (
    <CheckSwitch
      label="Include my people"
      hint="Their periods appear under their first name. Birthdates are never in the calendar."
      {...props}
    />
  );
}
