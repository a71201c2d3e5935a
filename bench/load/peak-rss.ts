import { readFileSync } from 'node:fs';

/** A size in kB from /proc/<pid>/status (Linux only), in bytes. */
function statusBytes(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kibibytes = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1];
  if (kibibytes === undefined) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(kibibytes) * 1024;
}

/**
 * A process's peak resident set size so far, in bytes: the kernel's high-water mark (VmHWM), so no
 * sample can miss a short peak.
 */
export const peakRssBytes = (pid: number) => statusBytes(pid, 'VmHWM');

/** A process's resident set size now, in bytes. */
export const rssBytes = (pid: number) => statusBytes(pid, 'VmRSS');

/** The 1, 5 and 15 minute load averages, as the kernel prints them. */
export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}
