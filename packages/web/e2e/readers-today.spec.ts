import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE, signUpThroughLoginPage } from './accounts';
import { addPerson, choosePerson } from './people-helpers';

// The reader's today (docs/decisions/036-the-readers-today.md). The browser runs in Auckland or Los Angeles
// with its clock fixed at an hour when its date is not the UTC date; the server's clock stays the real one.
// Every date is computed from the real now, so the spec holds on any day: the browser's date is always the
// zone's real date today, only the hour is chosen (01:00 in Auckland, a day ahead of UTC; 22:00 in Los
// Angeles, a day behind).

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' in `zone` at `instant`. */
function dateIn(zone: string, instant: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function isoToUtcMs(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

const addDays = (iso: string, days: number) =>
  new Date(isoToUtcMs(iso) + days * DAY_MS).toISOString().slice(0, 10);
const yearsBefore = (iso: string, years: number) => `${Number(iso.slice(0, 4)) - years}${iso.slice(4)}`;

/** The instant the wall clock in `zone` shows `hour`:00 on `iso` (two passes settle a daylight-saving shift). */
function instantAt(zone: string, iso: string, hour: number): number {
  const wanted = isoToUtcMs(iso) + hour * 3_600_000;
  let instant = wanted;
  for (let pass = 0; pass < 2; pass++) {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(instant);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const shown = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
    instant += wanted - shown;
  }
  return instant;
}

/** 'Nov 27, 2026', as the pages write a day. */
const shownDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(isoToUtcMs(iso));

const ZONES = [
  // A day ahead of UTC at 01:00 (UTC+12 or +13).
  { id: 'Pacific/Auckland', hour: 1 },
  // A day behind UTC at 22:00 (UTC−8 or −7).
  { id: 'America/Los_Angeles', hour: 22 },
];

for (const zone of ZONES) {
  test.describe(`a browser in ${zone.id}`, () => {
    test.use({ timezoneId: zone.id });

    /** The zone's real date today, and the browser's fixed instant on it whose UTC date differs. */
    function localToday() {
      const date = dateIn(zone.id, Date.now());
      const instant = instantAt(zone.id, date, zone.hour);
      expect(dateIn(zone.id, instant)).toBe(date);
      expect(dateIn('UTC', instant), 'the UTC date differs from the local one').not.toBe(date);
      return { date, instant };
    }

    async function openAt(page: Page, instant: number, path: string) {
      await page.clock.setFixedTime(instant);
      await page.goto(path);
    }

    test("today's card is the card of the local date, and sign-up stores the zone", async ({ page }) => {
      const { date, instant } = localToday();
      await page.clock.setFixedTime(instant);
      await signUpThroughLoginPage(page, 'Local Day Reader');
      const todays = page.getByRole('region', { name: "Today's Cosmic Influence" });
      await expect(todays.locator('time')).toHaveAttribute('datetime', date);
      const card = await (await page.request.get(`/api/todays-card?date=${date}`)).json();
      await expect(todays).toContainText(card.name);
      // The app reported the browser's zone to the new profile, for what runs without a browser.
      await expect
        .poll(async () => (await (await page.request.get('/api/me')).json()).timeZone)
        .toBe(zone.id);
    });

    test.describe('premium readings', () => {
      test.use({ storageState: ADMIN_STATE });

      test('the weekly reading opens on the week holding the local date', async ({ page, baseURL }) => {
        const { date, instant } = localToday();
        // Weeks of life begin on the weekday of birth. Born on a day whose weekday is the one of the local
        // date (Auckland) or of the next day (Los Angeles): a week begins on the UTC date, so a server
        // reading its own day would show another week.
        const utcDate = dateIn('UTC', instant);
        const behindUtc = utcDate > date;
        const birthdate = addDays(behindUtc ? addDays(date, 1) : date, -7 * 52 * 30);
        const weekStart = behindUtc ? addDays(date, -6) : date;
        const name = await addPerson(page, baseURL, 'Weekly Local', birthdate);
        await openAt(page, instant, '/weekly');
        await choosePerson(page, name);
        const week = page.getByRole('region', { name: 'Week', exact: true });
        await expect(week.getByTestId('period-dates')).toHaveText(
          `${shownDay(weekStart)} – ${shownDay(addDays(weekStart, 6))}`,
        );
      });

      test('the yearly age and the planetary period marked NOW turn on the local birthday', async ({
        page,
        baseURL,
      }) => {
        const { date, instant } = localToday();
        // 28 years: a multiple of four, so a 29 February birthday exists in the birth year too.
        const cases = [
          { label: 'Birthday Today', birthdate: yearsBefore(date, 28), age: 28, now: 'Mercury' },
          {
            label: 'Birthday Tomorrow',
            birthdate: yearsBefore(addDays(date, 1), 28),
            age: 27,
            now: 'Neptune',
          },
        ];
        for (const { label, birthdate, age, now } of cases) {
          const name = await addPerson(page, baseURL, label, birthdate);
          await openAt(page, instant, '/yearly');
          await choosePerson(page, name);
          await expect(
            page.getByRole('heading', { level: 1, name: `Yearly Reading for ${name}` }),
          ).toBeVisible();
          await expect(page.getByRole('region', { name: 'Age', exact: true })).toContainText(`Age ${age}`);
          const current = page
            .getByRole('region', { name: 'Planetary Periods' })
            .locator('li[aria-current="date"]');
          await expect(current).toHaveCount(1);
          await expect(current).toContainText(now);
        }
      });
    });
  });
}
