import { TTS_COST } from './limits.js';

/** Beside the reading's audio switch, before anything is charged (issue 24: the cost was a surprise). */
export const NARRATION_COST_NOTE = `${TTS_COST} credits per narration`;
