import { fromPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';

interface Settlement {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Promise actors whose result the model decides: each invocation waits until the path step
 * `xstate.done.actor.<id>` (or `.error.`) arrives and then settles with that step's output (or error).
 * The real actor therefore receives exactly the done/error event the model path took, with no timers.
 */
export class ActorScript {
  private readonly pending = new Map<string, Settlement>();

  /** A scripted stand-in for every actor the machine declares; `overrides` win. */
  actorsFor(machine: AnyStateMachine, overrides: Record<string, AnyActorLogic> = {}): Record<string, AnyActorLogic> {
    const names = Object.keys(machine.implementations.actors);
    const scripted = Object.fromEntries(names.map((name) => [name, this.scripted()]));
    return { ...scripted, ...overrides };
  }

  resolve(actorId: string, output: unknown): void {
    this.take(actorId).resolve(output);
  }

  reject(actorId: string, error: unknown): void {
    this.take(actorId).reject(error);
  }

  private scripted(): AnyActorLogic {
    // Keyed by the invoke id (the child's own id), which is what the done/error event names.
    return fromPromise<unknown, unknown>(({ self }) => new Promise<unknown>((resolve, reject) => this.pending.set(self.id, { resolve, reject })));
  }

  private take(actorId: string): Settlement {
    const settlement = this.pending.get(actorId);
    if (!settlement) throw new Error(`The path settles "${actorId}", but the machine has not invoked it.`);
    this.pending.delete(actorId);
    return settlement;
  }
}

/** Lets a settled promise reach the machine (promise callbacks, then the done/error event). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
