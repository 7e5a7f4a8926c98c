import { fromPromise, type PromiseActorLogic } from 'xstate';

/**
 * Default for an actor the screen must supply with `machine.provide({ actors })`. It rejects with a
 * message naming the actor, so a forgotten provide shows up as an error instead of a silent stall.
 */
export function notProvided<TOutput, TInput>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`Actor "${name}" is not provided: supply it with machine.provide({ actors: { ${name} } }).`)),
  );
}
