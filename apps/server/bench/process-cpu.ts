import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second, the unit of the CPU times in /proc (100 when getconf cannot tell). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU time (user + system, all threads) a process has used so far, from /proc (Linux only), in units of
 * `perSecond` a second (1000: ms, 1e6: µs). Throws when the process is gone.
 */
export function processCpuTime(pid: number | string, perSecond: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command name: state is field 3, utime field 14 and stime field 15 of proc(5).
  return ((Number(fields[11]) + Number(fields[12])) * perSecond) / CLOCK_TICKS;
}
