import type { AppDeps } from '../app-deps';
import { sweepFilesAndLog, type FileSweep } from './sweep-files';
import { sweeperTurnFor } from './sweeper-turn';

/** How often a serving process sweeps the file store: litter only comes from a stop mid-write. */
export const FILE_SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface PeriodicFileSweep {
  /** Sweeps when the turn is this process's; null when another process holds it. */
  round(): Promise<FileSweep | null>;
  /** Gives the turn up: the process is stopping. */
  stop(): Promise<void>;
}

export function periodicFileSweep(deps: Pick<AppDeps, 'db' | 'files' | 'clock' | 'config' | 'logger'>): PeriodicFileSweep {
  const turn = sweeperTurnFor(deps.config);
  return {
    round: async () => ((await turn.mine()) ? sweepFilesAndLog(deps, deps.clock.nowMs()) : null),
    stop: () => turn.release(),
  };
}
