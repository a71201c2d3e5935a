import { LoginFrame, SuitRow } from '../../components/login-frame';
import { Panel } from '../../components/ui/panel';
import { Skeleton } from '../../components/ui/skeleton';

/**
 * What /login shows while its code arrives: the page's own frame and skeleton, not the app's
 * full-width page skeleton, so the page keeps one width from the first paint to the form.
 */
export function LoginPageSkeleton() {
  return (
    <LoginFrame>
      <SuitRow />
      <Panel>
        <LoginSkeleton />
      </Panel>
    </LoginFrame>
  );
}

export function LoginSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading sign-in form"
      data-testid="login-skeleton"
      className="grid grid-cols-1 gap-5"
    >
      <Skeleton className="h-10 w-48" />
      <Skeleton className="h-5 w-64 max-w-full" />
      <Skeleton className="mb-2 h-px w-16" />
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
