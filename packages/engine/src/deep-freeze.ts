/**
 * Freezes a value and everything it reaches, and returns it. A part already frozen is taken as frozen all
 * the way down and skipped: the engine's shared parts (card descriptions, spreads' symbol lists) are frozen
 * when built, so freezing a reading that holds them walks only what is new.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
