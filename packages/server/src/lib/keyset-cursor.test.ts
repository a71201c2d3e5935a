import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './keyset-cursor.js';

const ID = '0b9a3a52-4c1e-4f7e-9a43-5f0c3e1d2b7a';
const cursorOf = (text: string) => Buffer.from(text).toString('base64url');

describe('keyset cursors', () => {
  it('give back the position they were made from, microseconds included', () => {
    const position = { at: '2026-11-23T21:40:01.123456Z', id: ID };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it.each([
    ['not base64 at all', '%%%'],
    ['empty', ''],
    ['no id', cursorOf('2026-11-23T21:40:01.123456Z')],
    ['an id that is no uuid', cursorOf(`2026-11-23T21:40:01.123456Z|1; DROP TABLE user`)],
    ['a third part', cursorOf(`2026-11-23T21:40:01.123456Z|${ID}|x`)],
    ['milliseconds only', cursorOf(`2026-11-23T21:40:01.123Z|${ID}`)],
    ['30 February', cursorOf(`2026-02-30T10:00:00.000000Z|${ID}`)],
    ['hour 24', cursorOf(`2026-02-28T24:00:00.000000Z|${ID}`)],
    ['year 0', cursorOf(`0000-01-01T00:00:00.000000Z|${ID}`)],
    ['a time zone other than UTC', cursorOf(`2026-11-23T21:40:01.123456+01|${ID}`)],
  ])('refuse %s', (_, cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
  });
});
