import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { meQueryKey } from '../api/get-me';
import { updateTimeZone } from '../api/update-time-zone';
import { browserTimeZone, readLastDetectedZone, rememberDetectedZone, zoneToReport } from '../time-zone';
import { useSession } from '../use-session';

/**
 * Reports the browser's time zone to the profile when a signed-in reader's app starts and the zone is new
 * (features/auth/time-zone.ts says when). Renders nothing; once per user per page load.
 */
export function TimeZoneSync() {
  const session = useSession();
  const queryClient = useQueryClient();
  const reportedFor = useRef<string | null>(null);
  const user = session.status === 'signed-in' ? session.user : null;

  useEffect(() => {
    if (!user || reportedFor.current === user.id) return;
    reportedFor.current = user.id;
    const detected = browserTimeZone();
    const zone = zoneToReport(user.timeZone, detected, readLastDetectedZone());
    if (detected) rememberDetectedZone(detected);
    if (zone === null) return;
    updateTimeZone(zone)
      .then((me) => queryClient.setQueryData(meQueryKey, me))
      // Not worth the reader's attention: the browser sends its date with every request anyway.
      .catch((error: unknown) => console.warn('Could not store the time zone on the profile', error));
  }, [user, queryClient]);

  return null;
}
