import { describe, expect, it } from 'vitest';
import { perAccountQueue } from './per-account-queue.js';

/** Work that takes a moment and notes how many pieces of each account run at once. */
function tracker() {
  const running = new Map<string, number>();
  const most = new Map<string, number>();
  let together = 0;
  let mostTogether = 0;
  const work = (account: string) => async () => {
    running.set(account, (running.get(account) ?? 0) + 1);
    most.set(account, Math.max(most.get(account) ?? 0, running.get(account) ?? 0));
    together += 1;
    mostTogether = Math.max(mostTogether, together);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running.set(account, (running.get(account) ?? 1) - 1);
    together -= 1;
    return account;
  };
  return { work, most, mostTogether: () => mostTogether };
}

describe('the per-account queue', () => {
  it('runs one account’s work one piece at a time, and different accounts side by side', async () => {
    const queue = perAccountQueue();
    const { work, most, mostTogether } = tracker();
    const answers = await Promise.all(
      ['a', 'a', 'a', 'a', 'b', 'b', 'c'].map((account) => queue(account, work(account))),
    );
    expect(answers).toEqual(['a', 'a', 'a', 'a', 'b', 'b', 'c']);
    expect(Object.fromEntries(most)).toEqual({ a: 1, b: 1, c: 1 });
    expect(mostTogether()).toBe(3);
  });

  it('goes on after a piece of work fails', async () => {
    const queue = perAccountQueue();
    const failed = queue('a', async () => {
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    await expect(queue('a', async () => 'next')).resolves.toBe('next');
  });
});
