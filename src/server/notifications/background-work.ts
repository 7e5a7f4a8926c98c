import { FILE_SWEEP_EVERY_MS, periodicFileSweep } from '../housekeeping/periodic-file-sweep';
import { collectArrivals, type ArrivalDeps } from './arrivals-sweep';
import { notifyDueDeadlines } from './deadline-check';

/** How often the server looks for answers that have fallen due: a look is three small indexed queries. */
export const ARRIVALS_EVERY_MS = 2_000;
/** How often it looks for deadlines falling due; a deadline's state changes at most twice in three days. */
export const DEADLINES_EVERY_MS = 60_000;

export interface BackgroundWork {
  /** Stops the timers and waits for a round in progress. */
  stop(): Promise<void>;
}

export interface BackgroundTimes {
  arrivalsEveryMs?: number;
  deadlinesEveryMs?: number;
  filesEveryMs?: number;
}

/**
 * A serving process's switch for the periodic work: createApp starts it with the app's deps, and the process stops
 * it before it closes the database, so no round is cut off halfway (serve.ts `beforeClose`).
 */
export class BackgroundSwitch {
  private work: BackgroundWork | null = null;

  start(deps: ArrivalDeps): void {
    this.work ??= startBackgroundWork(deps);
  }

  async stop(): Promise<void> {
    await this.work?.stop();
    this.work = null;
  }
}

/**
 * The notifications' periodic work in a serving process: answers arriving (collectArrivals) and deadlines falling
 * due (notifyDueDeadlines), each once at start and then on its own timer. A round still running when its next tick
 * comes is left to finish; the timers do not keep the process alive; a failed round is logged and tried again at
 * the next tick. Every process of a WORKERS server runs it: the rows' claims and unique keys keep each notice single.
 * With them, hourly, the file store's sweep, which only the process holding the sweeper's turn makes.
 */
export function startBackgroundWork(deps: ArrivalDeps, times: BackgroundTimes = {}): BackgroundWork {
  const fileSweep = periodicFileSweep(deps);
  const jobs = [
    every(times.arrivalsEveryMs ?? ARRIVALS_EVERY_MS, 'Collecting arrived answers', () => collectArrivals(deps)),
    every(times.deadlinesEveryMs ?? DEADLINES_EVERY_MS, 'Checking deadlines due', () => notifyDueDeadlines(deps.db, new Date(deps.clock.nowMs()))),
    // Files nothing refers to (src/server/housekeeping): the start's sweep is prepareDatabase's, so not at start.
    every(times.filesEveryMs ?? FILE_SWEEP_EVERY_MS, 'Sweeping the file store', () => fileSweep.round(), {
      atStart: false,
      afterStop: () => fileSweep.stop(),
    }),
  ];
  return { stop: async () => void (await Promise.all(jobs.map((job) => job.stop()))) };

  function every(
    intervalMs: number,
    what: string,
    work: () => Promise<unknown>,
    options: { atStart?: boolean; afterStop?: () => Promise<void> } = {},
  ): BackgroundWork {
    let running: Promise<void> | undefined;
    let stopped = false;
    const round = () => {
      if (stopped || running) return;
      running = work()
        .then(
          () => undefined,
          (error: unknown) => deps.logger.error(`${what} failed`, error),
        )
        .finally(() => {
          running = undefined;
        });
    };
    const timer = setInterval(round, intervalMs);
    timer.unref();
    if (options.atStart ?? true) round();
    return {
      stop: async () => {
        stopped = true;
        clearInterval(timer);
        await running;
        await options.afterStop?.();
      },
    };
  }
}
