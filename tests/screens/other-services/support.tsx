import { act, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { isMachineSnapshot, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { settle, type ActorScript } from '../../machines/support/scripted-actors';
import { toastMessages } from '../requisition-reports/requisitions-screen';
import { replayEach, stateName, type ActorProbe, type ModelPath, type ScreenCoverage, type UserSees } from '../support/screen-model';

/** Where both pages go once their machine is done: renderSignedInPage shows any other path as a heading naming it. */
export const LISTING_HEADING = 'Page /othersvc-listing';

/** An effect on the page's actor (a scripted call settled, an event sent), and what follows it, inside act. */
export function settled(effect: () => void): Promise<void> {
  return act(async () => {
    effect();
    await settle();
  });
}

/**
 * A call's answer as the model has it: the scripted actor settles with the step's output, or rejects with the
 * step's error itself (a 400 the machine reads as an object, a message as a string), so the page's machine
 * receives the very done/error event of the path. null when the event is not a call's answer.
 */
export function answerCall(event: AnyEventObject, script: ActorScript): Promise<void> | null {
  const call = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  const actorId = call?.[2];
  if (!actorId) return null;
  if (call[1] === 'done') return settled(() => script.resolve(actorId, event.output));
  return settled(() => script.reject(actorId, event.error));
}

/**
 * Both machines keep the page's key maker in their context, and the page's (crypto.randomUUID, stubbed to answer
 * the model's key) is another function than the model's, so the function itself is the one field left out: the keys
 * it made are compared.
 */
function comparable(snapshot: AnyMachineSnapshot) {
  const { newKey: _newKey, ...context } = snapshot.context as { newKey?: unknown };
  return { state: stateName(snapshot), context, status: snapshot.status };
}

/** The page's actor is at the model's snapshot: same state, data (the key maker aside) and status. */
function expectPageActorAt(probe: ActorProbe, expected: AnyMachineSnapshot): void {
  const snapshot: unknown = probe.actor.getSnapshot();
  if (!isMachineSnapshot(snapshot)) throw new Error('The page has no machine snapshot.');
  expect(comparable(snapshot), 'the page machine after this step').toEqual(comparable(expected));
}

/**
 * replayOnScreen of ../support/screen-model, but with the page's actor compared as `comparable` does (its
 * ActorProbe.expectAt compares the whole context, key maker included). The probe still records the transitions for
 * `coverage`, and the actor it found is the one compared.
 */
export async function replayOnPage<Snapshot extends AnyMachineSnapshot>(options: {
  path: ModelPath;
  probe: ActorProbe;
  coverage: ScreenCoverage;
  userSees: UserSees<null, Snapshot>;
  replayStep: (event: AnyEventObject, before: Snapshot) => Promise<void>;
  flowName: string;
}): Promise<void> {
  const { path, probe, coverage, userSees, replayStep, flowName } = options;
  // path.test replays each event before checking the state it leads to, so the first (xstate.init) step sets this.
  let current: AnyMachineSnapshot = path.steps[0]?.state ?? path.state;
  await path.test({
    events: replayEach(path, (event) => replayStep(event, current as Snapshot)),
    states: {
      '*': async (expected) => {
        current = expected;
        expectPageActorAt(probe, expected);
        const assertion = userSees[stateName(expected)];
        if (!assertion) throw new Error(`No screen assertion for ${flowName} state "${stateName(expected)}".`);
        await assertion(null, expected as Snapshot);
      },
    },
  });
  coverage.pathDone();
}

/** The page has left for the other-services listing, with these toasts (the machine's notice, or none). */
export async function expectOnListing(toasts: readonly string[]): Promise<void> {
  expect(await screen.findByRole('heading', { name: LISTING_HEADING })).toBeInTheDocument();
  expect(toastMessages(), 'the toasts').toEqual(toasts);
}

/** Whether a React Aria button shows itself busy (isPending). */
export function expectPending(button: HTMLElement, pending: boolean, name: string): void {
  if (pending) expect(button, name).toHaveAttribute('data-pending', 'true');
  else expect(button, name).not.toHaveAttribute('data-pending');
}
