import { describe, expect, it } from 'vitest';
import { dayRange } from '../../lib/day-words';
import { filterFromSearch, isFiltered, journalHref, searchFromFilter } from './journal-filter';
import { noteLength, plainExcerpt } from './journal-format';

const parse = (search: string) => filterFromSearch(new URLSearchParams(search));

describe('journal filter in the URL', () => {
  it('reads every field a link can carry', () => {
    expect(parse('?planet=Venus&card=7%E2%99%A5&period=planetary&on=2026-03-12&q=rain')).toEqual({
      planet: 'Venus',
      card: '7♥',
      period: 'planetary',
      on: '2026-03-12',
      q: 'rain',
    });
  });

  it('leaves out what the journal does not know instead of sending it', () => {
    expect(parse('?planet=Pluto&period=monthly&on=2026-03-12&q=%20%20')).toEqual({ on: '2026-03-12' });
    expect(parse('?period=planetary')).toEqual({});
    expect(parse('?period=weekly&on=12/03/2026')).toEqual({});
  });

  it('writes one filter as one link, fields in a fixed order, and round-trips it', () => {
    const filter = { q: 'rain', card: 'J♦', planet: 'Mars' as const };
    expect(journalHref(filter)).toBe('/journal?planet=Mars&card=J%E2%99%A6&q=rain');
    expect(parse(searchFromFilter(filter))).toEqual(filter);
    expect(journalHref({})).toBe('/journal');
  });

  it('tells a filtered list from the whole journal', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ q: 'rain' })).toBe(true);
  });
});

describe('journal formats', () => {
  it('writes a period once its shared year is known', () => {
    // ICU puts thin spaces around the dash.
    expect(dayRange('2026-03-03', '2026-04-23').replace(/\s/g, ' ')).toBe('Mar 3 – Apr 23, 2026');
  });

  it('makes a plain, short excerpt of a markdown note', () => {
    expect(plainExcerpt('# A day\n\n**Rain** and [a walk](https://example.com).')).toBe(
      'A day Rain and a walk.',
    );
    const long = plainExcerpt('word '.repeat(100), 30);
    expect(long.endsWith('…')).toBe(true);
    expect([...long].length).toBeLessThanOrEqual(31);
  });

  it('counts an emoji as one character, as the server does', () => {
    expect(noteLength('🌙 ok')).toBe(4);
  });
});
