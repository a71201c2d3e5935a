import {
  Counter,
  collectDefaultMetrics,
  Histogram,
  type HistogramConfiguration,
  Registry,
} from 'prom-client';

/**
 * The process's one metrics registry, served by GET /metrics. Node's default metrics are in it: CPU,
 * memory, handles, garbage collection and the event-loop delay (nodejs_eventloop_lag_*). One per process
 * rather than one per app: the process is what Prometheus scrapes, and code far from the app (a job, a
 * sender) can count without being handed anything.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

type CounterOptions<Label extends string> = { name: string; help: string; labelNames?: readonly Label[] };

/**
 * A counter on the shared registry, created on first use and returned as is after: a module that counts
 * (e.g. reminders sent and dropped) calls this at load and `.inc()`s it. Same name, same counter, so a
 * module loaded twice (tests build many apps in one process) does not throw "already registered".
 */
export function sharedCounter<Label extends string = string>(options: CounterOptions<Label>): Counter<Label> {
  const existing = metricsRegistry.getSingleMetric(options.name);
  if (existing) return existing as Counter<Label>;
  return new Counter<Label>({
    ...options,
    labelNames: options.labelNames ?? [],
    registers: [metricsRegistry],
  });
}

/** A histogram on the shared registry, as sharedCounter. Buckets in seconds. */
export function sharedHistogram<Label extends string = string>(
  options: Omit<HistogramConfiguration<Label>, 'registers'>,
): Histogram<Label> {
  const existing = metricsRegistry.getSingleMetric(options.name);
  if (existing) return existing as Histogram<Label>;
  return new Histogram<Label>({ ...options, registers: [metricsRegistry] });
}
