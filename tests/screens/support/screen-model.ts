import type { TestPath } from '@xstate/graph';
import { expect } from 'vitest';
import { isMachineSnapshot, type ActorRefLike, type AnyEventObject, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { declaredStateNodes, declaredTransitions, transitionKey } from '../../../machines/definition';
import type { RegisteredMachine } from '../../../machines/registry';

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
    expect(states.filter((id) => !this.visited.has(id)), `states no ${this.entry.id} screen path reaches`).toEqual([]);
    expect(transitions.filter((key) => !this.taken.has(key)), `transitions no ${this.entry.id} screen path takes`).toEqual([]);
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
