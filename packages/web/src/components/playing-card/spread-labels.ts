import { SPREAD_POSITIONS } from '@cardology/engine/positions';
import { useTranslation } from 'react-i18next';
import { placeName } from '../../lib/code-names';

/**
 * The labels of a reading's top row in the language shown: the Sun's name (the engine's, like every place's) and the
 * web's own short forms for the displacing and environment cards ('Disp', 'Env'; 'Desp', 'Ent'; 'Desl', 'Amb').
 */
export function usePlaceLabels(): { sun: string; displacement: string; environment: string } {
  const { t } = useTranslation();
  return {
    sun: placeName('sun'),
    displacement: t('shell.places.displacement'),
    environment: t('shell.places.environment'),
  };
}

/** The 13 places of a spread in display order, in the language shown ('Sun' … 'Earth/X'; 'Sol' … 'Tierra/X'). */
export function useSpreadLabels(): readonly string[] {
  useTranslation();
  return SPREAD_POSITIONS.map((position) => placeName(position.key));
}
