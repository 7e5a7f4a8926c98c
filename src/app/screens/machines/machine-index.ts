import { declaredStateNodes, declaredTransitions, eventLabel } from '../../../../machines/definition';
import type { RegisteredMachine } from '../../../../machines/registry';

/** A machine as the index lists it: read from its definition alone, so listing every machine lays out none. */
export interface MachineSummary {
  id: string;
  title: string;
  description: string;
  /** State names (keys) in document order, the root left out. */
  states: string[];
  /** Event names as the diagram labels them (`always`, `done: login`), each once. */
  events: string[];
  transitionCount: number;
}

export function machineSummary(entry: RegisteredMachine): MachineSummary {
  const transitions = declaredTransitions(entry.machine);
  return {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    states: declaredStateNodes(entry.machine)
      .filter((node) => node !== entry.machine.root)
      .map((node) => node.key),
    events: [...new Set(transitions.map((transition) => eventLabel(transition.eventType)))],
    transitionCount: transitions.length,
  };
}

/** A machine found by the index's search, with the states and events that matched (none when its name did). */
export interface MachineMatch {
  summary: MachineSummary;
  states: string[];
  events: string[];
}

/**
 * The machines whose name (title or id), a state or an event holds the search text, case-insensitively, in the
 * registry's order; every machine for an empty search.
 */
export function searchMachines(summaries: readonly MachineSummary[], text: string): MachineMatch[] {
  const term = text.trim().toLowerCase();
  const holds = (value: string) => value.toLowerCase().includes(term);
  return summaries.flatMap((summary) => {
    if (term === '' || holds(summary.title) || holds(summary.id)) return [{ summary, states: [], events: [] }];
    const states = [...new Set(summary.states.filter(holds))];
    const events = summary.events.filter(holds);
    return states.length || events.length ? [{ summary, states, events }] : [];
  });
}
