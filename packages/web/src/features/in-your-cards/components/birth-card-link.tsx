import { glossaryHref, PlayingCard } from '../../../components/playing-card';

/**
 * A birth card that opens its glossary page. The Joker has no glossary page of its own, so its card is a
 * picture only.
 */
export function BirthCardLink({ symbol, size = 'sm' }: { symbol: string; size?: 'sm' | 'md' }) {
  return (
    <PlayingCard symbol={symbol} size={size} href={symbol === 'Joker' ? undefined : glossaryHref(symbol)} />
  );
}
