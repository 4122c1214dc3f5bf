import { sessionEvents, type SessionEventName } from '../events.js';

const ALL_EVENTS: SessionEventName[] = [
  'session_expired',
  'session_refresh',
  'session_invalid',
  'session_valid',
];

/** Records every session event in order until `stop()`; tests compare `events` with what the spec asks. */
export function recordEvents(): { events: SessionEventName[]; stop: () => void } {
  const events: SessionEventName[] = [];
  const stops = ALL_EVENTS.map((name) =>
    sessionEvents.on(name, () => {
      events.push(name);
    }),
  );
  return {
    events,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}
