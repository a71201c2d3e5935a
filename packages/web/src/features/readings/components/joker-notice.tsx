import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlayingCard } from '../../../components/playing-card';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { useDrawers } from '../../../lib/drawers-context';
import '../texts';

interface JokerNoticeProps {
  /** Whose birthday it is. */
  name: string;
  /** 'yearly reading', 'weekly reading' … */
  reading: string;
}

/**
 * A person born on December 31 holds the Joker, which has no seat in the 52-card spreads. The server
 * refuses such readings; the page explains why, kindly, and points to what is open to them.
 */
export function JokerNotice({ name, reading }: JokerNoticeProps) {
  const { openGlossary } = useDrawers();
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="joker-notice" className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-8">
      <PlayingCard symbol="Joker" size="md" className="mx-auto sm:mx-0" />
      <div className="grid content-start gap-3 text-pretty">
        <h2 id="joker-notice" className="text-2xl font-semibold">
          {t('readings.joker.heading')}
        </h2>
        <p>{t('readings.joker.born', { name })}</p>
        <p className="text-muted">{t('readings.joker.noSeat', { reading })}</p>
        <div className="mt-2 flex flex-wrap gap-3">
          <Button variant="outline" size="sm" asChild>
            <Link to="/">{t('readings.joker.todaysCard')}</Link>
          </Button>
          <Button variant="outline" size="sm" onClick={openGlossary}>
            {t('readings.joker.glossary')}
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link to="/combination">{t('readings.joker.combination')}</Link>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link to="/name-card">{t('readings.joker.nameCard')}</Link>
          </Button>
        </div>
      </div>
    </Panel>
  );
}
