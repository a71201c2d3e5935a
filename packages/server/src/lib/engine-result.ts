import { engineRefusal } from '@cardology/contract/engine-refusals';
import type { Result } from '@cardology/engine/result';
import { httpError } from '../http/errors.js';

/** The engine's value, or its refusal's message as a 400 (bad input is a value in the engine, a 400 here). */
export function valueOr400<T>(result: Result<T>): T {
  if (!result.ok) throw httpError(400, engineRefusal(result.error));
  return result.value;
}
