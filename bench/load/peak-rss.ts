import { readFileSync } from 'node:fs';

/**
 * A process's peak resident set size so far, in bytes: the kernel's high-water mark (VmHWM in
 * /proc/<pid>/status, Linux only), so no sample can miss a short peak.
 */
export function peakRssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kibibytes = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kibibytes === undefined) throw new Error(`no VmHWM in /proc/${pid}/status`);
  return Number(kibibytes) * 1024;
}

/** The 1, 5 and 15 minute load averages, as the kernel prints them. */
export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}
