import type { ReactNode } from 'react';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import { Skeleton } from '../../components/ui/skeleton';

/**
 * The login page's column. One column of one fixed track (grid-cols-1 is minmax(0, 1fr)), so the
 * skeleton's wide bars cannot stretch it past a 320 px screen and the form does not jump narrower.
 */
export function LoginFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto grid w-full max-w-md grid-cols-1 gap-5 sm:pt-4">{children}</div>;
}

/**
 * The sign-in heading. It shows from the first paint (index.html has the same markup), through the
 * skeleton, to the form: only the form waits its 1000 ms, so the page says where you are at once and
 * its largest text is painted once, not again a second later (docs/decisions/005-page-speed.md).
 */
export function SignInHeading() {
  return <PageHeading title="Welcome Back" subtitle="Sign in to continue with your cards." tight />;
}

/**
 * What /login shows while its code arrives: the page's own frame and skeleton, not the app's
 * full-width page skeleton, so the page keeps one width from the first paint to the form.
 */
export function LoginPageSkeleton() {
  return (
    <LoginFrame>
      <SuitRow />
      <Panel>
        <SignInHeading />
        <LoginSkeleton />
      </Panel>
    </LoginFrame>
  );
}

const FAN = [
  { glyph: '♥', tone: 'text-card-red' },
  { glyph: '♣', tone: 'text-card-black' },
  { glyph: '♦', tone: 'text-card-red' },
  { glyph: '♠', tone: 'text-card-black' },
] as const;

/** Four small fanned cards above the form: the deck, one of each suit. */
export function SuitRow() {
  return (
    <div aria-hidden="true" className="flex justify-center pt-1">
      {FAN.map(({ glyph, tone }, index) => {
        const offset = index - (FAN.length - 1) / 2;
        return (
          <span
            key={glyph}
            style={{ transform: `translateY(${Math.abs(offset) * 3}px) rotate(${offset * 8}deg)` }}
            className={`-mx-1 grid h-14 w-10 place-items-center rounded-md border border-card-edge bg-card-face font-serif text-2xl shadow-soft ${tone}`}
          >
            {glyph}
          </span>
        );
      })}
    </div>
  );
}

/** The sign-in form's shape (two labelled fields and the button) for its first 1000 ms. */
export function LoginSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading sign-in form"
      data-testid="login-skeleton"
      className="grid grid-cols-1 gap-5"
    >
      {[0, 1].map((row) => (
        <div key={row} className="grid gap-2">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
      <Skeleton className="mt-1 h-12 w-full" />
    </div>
  );
}
