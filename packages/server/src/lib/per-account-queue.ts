import pLimit, { type LimitFunction } from 'p-limit';

/**
 * Runs each account's costly work one piece at a time, other accounts' beside it. A reader firing four
 * searches over 5,000 long notes at once asks the database for four cores' worth of work; queued, one account
 * uses at most one, and the server's other readers keep the rest (issue 31, item 3). The queue of an account
 * is forgotten when it empties, so the map holds only accounts with work in flight; its length is bounded by
 * the API's rate limit on that account.
 */
export function perAccountQueue(): <T>(accountId: string, work: () => Promise<T>) => Promise<T> {
  const queues = new Map<string, LimitFunction>();
  return (accountId, work) => {
    let queue = queues.get(accountId);
    if (!queue) {
      queue = pLimit(1);
      queues.set(accountId, queue);
    }
    const own = queue;
    return own(work).finally(() => {
      if (own.activeCount === 0 && own.pendingCount === 0 && queues.get(accountId) === own)
        queues.delete(accountId);
    });
  };
}
