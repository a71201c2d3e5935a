#!/usr/bin/env node
// Fails when a file imports against the one direction of its package (scripts/lib/import-direction.mjs).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findViolations, RULES } from './lib/import-direction.mjs';

const root = join(fileURLToPath(import.meta.url), '../..');
const violations = Object.entries(RULES).flatMap(([src, rules]) =>
  findViolations(join(root, src), rules).map((line) => `${src}/${line}`),
);
if (violations.length > 0) {
  console.error(
    `Imports against the direction (docs/architecture.md, "Who may import whom"):\n  ${violations.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('Imports follow the direction of each package.');
