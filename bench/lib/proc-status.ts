import fs from 'node:fs';

/** A process's memory as the kernel counts it, in MiB (1,048,576 bytes). */
export interface ProcessMemory {
  /** Resident set: what the process holds in RAM now. */
  rss_mb: number;
  /** Highest resident set since the process started. */
  peak_rss_mb: number;
  /** Of the resident set: heap, stacks and other private memory... */
  rss_anon_mb: number;
  /** ...and mapped files, mostly the node binary's code and the native addons. */
  rss_file_mb: number;
}

const mb = (kb: number) => Math.round((kb / 1024) * 10) / 10;

function statusField(status: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
  if (!match?.[1]) throw new Error(`/proc status has no ${field}`);
  return Number(match[1]);
}

/** Reads /proc/<pid>/status (Linux only). */
export function memoryOf(pid: number): ProcessMemory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    rss_mb: mb(statusField(status, 'VmRSS')),
    peak_rss_mb: mb(statusField(status, 'VmHWM')),
    rss_anon_mb: mb(statusField(status, 'RssAnon')),
    rss_file_mb: mb(statusField(status, 'RssFile')),
  };
}

/** Processes started by the main thread of `pid`. */
export function childrenOf(pid: number): number[] {
  return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
}

/** The command line a process runs, as one string. */
export const commandOf = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
