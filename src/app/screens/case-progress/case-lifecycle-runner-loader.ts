import type * as Runner from './case-lifecycle-runner';

type RunnerModule = typeof Runner;

let loaded: RunnerModule | null = null;
let loading: Promise<RunnerModule> | null = null;

/**
 * The lifecycle machine and its runner load with the first case page (the case routes' loaders ask for them beside
 * the case's data), not with the shell every signed-in page carries: the listing's first load stays in its budget.
 */
export function loadCaseLifecycleRunner(): Promise<RunnerModule> {
  loading ??= import('./case-lifecycle-runner').then((module) => (loaded = module));
  return loading;
}

/** The runner once loaded; null before. */
export function loadedCaseLifecycleRunner(): RunnerModule | null {
  return loaded;
}
