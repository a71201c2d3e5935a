import { SPREAD_POSITIONS } from '@cardology/engine/positions';
import { useTranslation } from 'react-i18next';

/** The labels under a spread's cards in the language shown, by place ('Sun' … 'Earth/X', 'Disp', 'Env'). */
export function usePlaceLabels() {
  const { t } = useTranslation();
  return t('shell.places', { returnObjects: true });
}

/** The 13 places of a spread in display order, in the language shown (SPREAD_LABELS' order). */
export function useSpreadLabels(): readonly string[] {
  const places = usePlaceLabels();
  return SPREAD_POSITIONS.map((position) => places[position.key]);
}
