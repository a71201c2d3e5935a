import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

export function NotFoundPage() {
  return (
    <div className="flex flex-col items-center gap-6 py-12 text-center">
      <title>Page not found · Cardology</title>
      <div
        aria-hidden="true"
        className="grid h-36 w-24 -rotate-6 place-items-center rounded-xl border border-card-edge bg-card-face font-serif text-5xl text-card-black shadow-lift"
      >
        ?
      </div>
      <div className="grid gap-2">
        {/* The numeral is for the eye; the heading below says the same in words. */}
        <p aria-hidden="true" className="font-serif text-6xl font-semibold text-accent tabular-nums">
          404
        </p>
        <h1 className="text-3xl font-semibold">Oops! Page not found</h1>
        <p className="text-muted">This card isn't in the deck.</p>
      </div>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
