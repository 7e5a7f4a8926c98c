import type { TestPath } from '@xstate/test';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { isMachineSnapshot, type ActorRefLike, type AnyEventObject, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { declaredStateNodes, declaredTransitions, transitionKey } from '../../../machines/definition';
import { modelPaths, type InputPaths } from '../../../machines/model';
import type { RegisteredMachine } from '../../../machines/registry';
import { registryEntry } from '../../machines/support/registry-entry';

export type ModelPath = TestPath<AnyMachineSnapshot, AnyEventObject>;

/** 'editing.failed', 'submitting': the machine's current leaf state, as the per-state assertions name it. */
export function stateName(snapshot: AnyMachineSnapshot): string {
  return snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .join(', ');
}

/** A test title a reader can follow: where the path ends, then what happened on the way. */
export function pathTitle(path: ModelPath, label: (event: AnyEventObject) => string): string {
  const steps = path.steps.filter((step) => step.event.type !== 'xstate.init').map((step) => label(step.event));
  return `${stateName(path.state)} ← ${steps.length ? steps.join(' → ') : 'first render'}`;
}

/** Event executors for `path.test`: every event type of the path replays through `replay`. */
export function replayEach(path: ModelPath, replay: (event: AnyEventObject) => Promise<void>) {
  const types = new Set(path.steps.map((step) => step.event.type));
  types.delete('xstate.init');
  return Object.fromEntries([...types].map((type) => [type, (step: { event: AnyEventObject }) => replay(step.event)]));
}

/**
 * What every screen model test starts from: the registered machine, its model paths per input, and the
 * coverage those paths must reach on the screen. Created once per test file, at its top.
 */
export function screenModel(id: string): { entry: RegisteredMachine; models: InputPaths[]; coverage: ScreenCoverage } {
  const entry = registryEntry(id);
  return { entry, models: modelPaths(entry), coverage: new ScreenCoverage(entry) };
}

/** `screenModel` for a machine registered with a single input: the screens that run it have one way in. */
export function singleInputScreenModel(id: string): { entry: RegisteredMachine; model: InputPaths; coverage: ScreenCoverage } {
  const { entry, models, coverage } = screenModel(id);
  const [model] = models;
  if (!model) throw new Error(`The ${id} registry entry has no input.`);
  return { entry, model, coverage };
}

/**
 * Call inside a screen test's `describe`: the router resets the scroll on navigation, and jsdom has no
 * scrolling and would log each call, so every test runs with `window.scrollTo` stubbed.
 */
export function stubScrollToEachTest(): void {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/**
 * A `stepLabel` for `pathTitle` on a form screen: `edit` events name the field typed into, the user's
 * other events read from `presses`, and whatever is left (the server's replies) from `otherwise`.
 * Falls back to the raw event type so a new event still gets a title instead of a crash.
 */
export function formStepLabel(options: {
  edit: string;
  fields: Readonly<Record<string, string>>;
  presses: Readonly<Record<string, string>>;
  otherwise: (event: AnyEventObject) => string | null;
}): (event: AnyEventObject) => string {
  const { edit, fields, presses, otherwise } = options;
  return (event) => {
    if (event.type === edit) return `type the ${fields[(event as AnyEventObject & { field: string }).field]}`;
    return presses[event.type] ?? otherwise(event) ?? event.type;
  };
}

/** What the user sees in each state of a machine, by the leaf state's name (see `stateName`). */
export type UserSees<Router, Snapshot extends AnyMachineSnapshot> = Record<string, (router: Router, expected: Snapshot) => void | Promise<void>>;

/**
 * Replays one model path on an already rendered screen: each event through `replayStep`, and after
 * every step the screen's actor must be at the model's snapshot (`probe.expectAt`) before `userSees`
 * of that state is checked. `replayStep` gets the model's snapshot before the event, which is how a
 * step such as "dismiss the alert" knows which alert is on screen. Counts the path for `coverage`.
 */
export async function replayOnScreen<Router, Snapshot extends AnyMachineSnapshot>(options: {
  path: ModelPath;
  probe: ActorProbe;
  coverage: ScreenCoverage;
  router: Router;
  userSees: UserSees<Router, Snapshot>;
  replayStep: (event: AnyEventObject, current: () => Snapshot) => Promise<void>;
  /** Names the machine in the error for a state `userSees` has no assertion for. */
  flowName: string;
}): Promise<void> {
  const { path, probe, coverage, router, userSees, replayStep, flowName } = options;
  // path.test replays each event before checking the state it leads to, so this is overwritten by the
  // first (xstate.init) step before any replayed event can read it.
  let current: AnyMachineSnapshot = path.steps[0]?.state ?? path.state;
  await path.test({
    events: replayEach(path, (event) => replayStep(event, () => current as Snapshot)),
    states: {
      '*': async (expected) => {
        current = expected;
        probe.expectAt(expected);
        const assertion = userSees[stateName(expected)];
        if (!assertion) throw new Error(`No screen assertion for ${flowName} state "${stateName(expected)}".`);
        await assertion(router, expected as Snapshot);
      },
    },
  });
  coverage.pathDone();
}

/**
 * Call inside a screen test's `describe`: one test per model path, titled by its case's first element
 * and replayed with the rest, then the test that the paths together covered the machine. The coverage
 * test is declared last so it runs after every path has fed `coverage`.
 */
export function itReplaysEachPath<Rest extends unknown[]>(options: {
  cases: readonly (readonly [title: string, ...rest: Rest])[];
  replay: (...rest: Rest) => Promise<void>;
  coverage: ScreenCoverage;
  coverageTitle: string;
}): void {
  const { cases, replay, coverage, coverageTitle } = options;
  for (const [title, ...rest] of cases) {
    it(title, async () => {
      await replay(...(rest as unknown as Rest));
    });
  }
  it(coverageTitle, () => {
    coverage.expectComplete(cases.length);
  });
}

/**
 * What the model paths did to the machine actors the screens created, across every path of a test file.
 * It reads the actors the same way tests/machines/support/model-coverage.ts does (the root actor's
 * inspected microsteps and snapshots) and compares with the declared states and transitions of
 * machines/definition.ts, so "covered" means the same here as in the machine tests.
 */
export class ScreenCoverage {
  private readonly visited = new Set<string>();
  private readonly taken = new Set<string>();
  private pathsRun = 0;

  constructor(private readonly entry: RegisteredMachine) {}

  /** A probe for one rendered screen: pass `probe.inspect` to the screen's actor. */
  probe(): ActorProbe {
    return new ActorProbe(this.visited, this.taken);
  }

  pathDone(): void {
    this.pathsRun += 1;
  }

  /** Every path ran against the screen, and together they reached every state and transition. */
  expectComplete(pathCount: number): void {
    expect(this.pathsRun, 'paths replayed on the screen in this run (run the whole file)').toBe(pathCount);
    const states = declaredStateNodes(this.entry.machine).map((node) => node.id);
    const transitions = declaredTransitions(this.entry.machine).map((transition) => transition.key);
    expect(
      states.filter((id) => !this.visited.has(id)),
      `states no ${this.entry.id} screen path reaches`,
    ).toEqual([]);
    expect(
      transitions.filter((key) => !this.taken.has(key)),
      `transitions no ${this.entry.id} screen path takes`,
    ).toEqual([]);
  }
}

/** Watches the machine actor a screen created: its transitions, its latest snapshot, and the actor itself. */
export class ActorProbe {
  private root: ActorRefLike | null = null;
  private latest: AnyMachineSnapshot | null = null;

  constructor(
    private readonly visited: Set<string>,
    private readonly taken: Set<string>,
  ) {}

  readonly inspect = (event: InspectionEvent): void => {
    // Only the machine's own steps; invoked children (the fake calls, the ticker) report their own.
    if (event.actorRef.sessionId !== event.rootId) return;
    this.root ??= event.actorRef;
    if (event.type === '@xstate.microstep') {
      for (const transition of event._transitions) {
        this.taken.add(transitionKey(transition));
        this.visited.add(transition.source.id);
      }
    }
    if ((event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') && isMachineSnapshot(event.snapshot)) {
      this.latest = event.snapshot;
      for (const node of event.snapshot._nodes) this.visited.add(node.id);
    }
  };

  /** The screen's actor, for an event nothing on the screen can send. */
  get actor(): ActorRefLike {
    if (!this.root) throw new Error('The screen has not created its machine actor yet.');
    return this.root;
  }

  /**
   * The replay reached the path's state: same state, data and status as the model's snapshot. Checked
   * before what the user sees, so an assertion such as "no prompt" cannot pass on a step that never happened.
   */
  expectAt(expected: AnyMachineSnapshot): void {
    if (!this.latest) throw new Error('The screen has not started its machine actor yet.');
    expect(observable(this.latest), 'the screen machine after this step').toEqual(observable(expected));
  }
}

function observable(snapshot: AnyMachineSnapshot): { state: string; context: unknown; status: string } {
  const context: unknown = snapshot.context;
  return { state: stateName(snapshot), context, status: snapshot.status };
}
