/**
 * What one simulated visitor does, again and again, in `npm run load`: mostly reads (today's card, the
 * glossary, yearly and weekly readings, the saved list) and a few writes (a connection added, an
 * offline AI reading, and saving that reading). Each autocannon connection walks this list in order and
 * starts over; every lap is one seeded user, drawn at random, so the writes spread over all accounts.
 */

/** A request of the visit; `read` ones count towards the read latency goal (p99 < 100 ms). */
export interface Step {
  route: string;
  kind: 'read' | 'write';
  method: 'GET' | 'POST';
  path: string;
  /** The JSON body of one request, from the lap's state (its user, what earlier steps answered). */
  body?: (lap: Lap) => unknown;
  /** Reads what the answer tells later steps of the lap (e.g. the AI session to save). */
  onAnswer?: (text: string, lap: Lap) => void;
  /** False when an earlier step of the lap failed so this one cannot be sent; the lap ends there. */
  canSend?: (lap: Lap) => boolean;
}

/** One lap of the visit: whose cookie it sends, and what its answers gave. */
export interface Lap {
  cookie: string;
  sessionId?: string;
}

/** 400 birthdates, more than a reading route's cache (256) holds, so some readings are computed. */
const BIRTHDATES = Array.from(
  { length: 400 },
  (_, i) =>
    `${String((i % 12) + 1).padStart(2, '0')}/${String((i % 28) + 1).padStart(2, '0')}/${1940 + (i % 60)}`,
);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

let added = 0;
/** A new person each time: the same name and birthdate twice would be a 409 (already in the list). */
function newConnection(): { name: string; birthdate: string } {
  added += 1;
  return { name: `Load person ${added}`, birthdate: `19${String(50 + (added % 50))}-03-14` };
}

/** The session id from the first line of POST /api/ai/reading's NDJSON stream. */
function sessionIdOf(text: string): string | undefined {
  const first = JSON.parse(text.slice(0, text.indexOf('\n'))) as { type?: string; sessionId?: string };
  return first.type === 'session' ? first.sessionId : undefined;
}

/** A read step: its route is its method and path. */
function read(method: Step['method'], path: string, body?: Step['body']): Step {
  return { route: `${method} ${path}`, kind: 'read', method, path, ...(body ? { body } : {}) };
}

const todaysCard = read('GET', '/api/todays-card');
const glossary = read('GET', '/api/card-relationships');
const yearly = read('POST', '/api/card-reading', () => ({
  birthdate: pick(BIRTHDATES),
  age: Math.floor(Math.random() * 90),
}));
const weekly = read('POST', '/api/weekly-spread', () => ({ birthdate: pick(BIRTHDATES) }));
const savedList = read('GET', '/api/saved-readings');
const addConnection: Step = {
  route: 'POST /api/connections',
  kind: 'write',
  method: 'POST',
  path: '/api/connections',
  body: newConnection,
};
const aiReading: Step = {
  route: 'POST /api/ai/reading',
  kind: 'write',
  method: 'POST',
  path: '/api/ai/reading',
  body: () => ({ spreadType: 'weekly', person: { name: 'Load reader', birthdate: pick(BIRTHDATES) } }),
  onAnswer: (text, lap) => {
    lap.sessionId = sessionIdOf(text);
  },
};
const save: Step = {
  route: 'POST /api/saved-readings',
  kind: 'write',
  method: 'POST',
  path: '/api/saved-readings',
  body: (lap) => ({ sessionId: lap.sessionId }),
  canSend: (lap) => lap.sessionId !== undefined,
};

/**
 * One visit: 14 reads and 3 writes, the writes early in the lap so that even a short run reaches every
 * route (the save keeps the AI reading of the same lap).
 */
export const VISIT: readonly Step[] = [
  todaysCard,
  glossary,
  yearly,
  aiReading,
  save,
  weekly,
  todaysCard,
  addConnection,
  savedList,
  yearly,
  weekly,
  todaysCard,
  glossary,
  yearly,
  weekly,
  savedList,
  todaysCard,
];

/** Every route of the visit, once, in visit order. */
export const ROUTES: readonly Step[] = [...new Map(VISIT.map((step) => [step.route, step])).values()];
