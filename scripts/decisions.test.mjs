// Every decision says whether it still holds and since when (issue 36, item 5): a reader meeting decision 044 should
// not have to read 400 lines to learn that "Started" became "Accepted" two issues later. Numbers are never reused:
// a skipped number is named in docs/decisions/README.md, so a gap is a fact rather than a lost file.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');
const decisions = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
const STATUS = /^\*\*Status\.\*\* (Accepted|Superseded by \d{3}|Proposed|Withdrawn), \d{4}-\d{2}-\d{2}\b/m;

it.each(decisions)('%s opens with a Status and its date', (name) => {
  const opening = readFileSync(join(folder, name), 'utf8').split('\n').slice(0, 6).join('\n');
  expect(opening).toMatch(STATUS);
});

it('has one file per number, and names every number it skipped', () => {
  const numbers = decisions.map((name) => Number(name.slice(0, 3)));
  expect(new Set(numbers).size).toBe(numbers.length);
  const index = readFileSync(join(folder, 'README.md'), 'utf8');
  const highest = Math.max(...numbers);
  for (let number = 1; number <= highest; number++) {
    const label = String(number).padStart(3, '0');
    if (numbers.includes(number)) expect(index, `${label} listed`).toContain(`[${label}]`);
    else expect(index, `${label} named as skipped`).toMatch(new RegExp(`${label}[^\\n]*never written`));
  }
});
