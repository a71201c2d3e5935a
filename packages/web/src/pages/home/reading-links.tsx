import { ArrowRight, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { READING_ROUTES, type ReadingRoute } from '../../features/readings/shell';
import type { TextKey } from '../../i18n/text-key';

/** What each reading's card on the home page says under its name, in READING_ROUTES' order. */
const LINES: readonly TextKey[] = [
  'home.readings.yearly',
  'home.readings.weekly',
  'home.readings.sevenWeek',
  'home.readings.sevenYear',
];

const READINGS: readonly (ReadingRoute & { line: TextKey })[] = READING_ROUTES.map((route, i) => ({
  ...route,
  line: LINES[i] ?? 'home.readings.yearly',
}));

/** The four readings, one card each; a quiet Premium mark for those who cannot open them yet. */
export function ReadingLinks({ isPremium }: { isPremium: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="your-readings" className="mb-10">
      <h2 id="your-readings" className="mb-5 text-2xl font-semibold">
        {t('home.readings.heading')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {READINGS.map(({ to, title, line, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group grid h-full content-start gap-3 rounded-2xl border border-border bg-surface p-5 shadow-soft transition-[border-color,box-shadow] duration-200 hover:border-accent/60 hover:shadow-lift"
            >
              <span className="flex items-center justify-between gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-accent/12 text-accent">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {isPremium ? null : (
                  <Badge tone="neutral">
                    <Lock aria-hidden="true" className="size-3" />
                    Premium
                  </Badge>
                )}
              </span>
              <span className="flex items-center gap-2 font-serif text-lg font-semibold">
                {t(title)}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 text-accent transition-transform duration-200 motion-safe:group-hover:translate-x-1"
                />
              </span>
              <span className="text-sm leading-relaxed text-muted">{t(line)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
