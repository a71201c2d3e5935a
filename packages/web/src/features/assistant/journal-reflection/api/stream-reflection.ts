import {
  type JournalReflectionEvent,
  type JournalReflectionRequest,
  journalReflectionEvent,
} from '@cardology/contract/journal-reflection';
import { type StreamOutcome, streamNdjson } from '../../api/stream-assistant';

/** POST /api/journal/reflection: `session`, then text, then `done` or `error`, as an interpretation. */
export const streamJournalReflection = (
  request: JournalReflectionRequest,
  options: {
    onEvent: (event: JournalReflectionEvent) => void;
    fallback: string;
    signal?: AbortSignal;
  },
): Promise<StreamOutcome> =>
  streamNdjson('/api/journal/reflection', request, journalReflectionEvent, options);
