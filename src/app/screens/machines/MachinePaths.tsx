import { useMemo } from 'react';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { modelPaths } from '../../../../machines/model';
import type { RegisteredMachine } from '../../../../machines/registry';
import { pathText, readablePath } from './path-text';
import './machines.css';

export interface MachinePathsProps {
  machine: AnyStateMachine;
  /** The registry's sample events: the same map the model tests walk. */
  events: RegisteredMachine['events'];
  /** Sample inputs, one path list each; machines without input use the default. */
  inputs?: readonly unknown[];
  allows?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
}

const NO_INPUT: readonly unknown[] = [undefined];

/** The model-test paths of a machine as readable step lists. */
export function MachinePaths({ machine, events, inputs = NO_INPUT, allows }: MachinePathsProps) {
  const groups = useMemo(
    () =>
      modelPaths({ id: machine.id, title: machine.id, description: '', machine, events, inputs, allows }).map(({ input, paths }) => ({
        input,
        lines: paths.map((path) => pathText(readablePath(path))),
      })),
    [machine, events, inputs, allows],
  );
  return (
    <div className="machine-paths">
      {groups.map(({ input, lines }, index) => (
        <section key={index} className="machine-paths__group" aria-label={inputLabel(input, lines.length)}>
          <p className="machine-paths__input">{inputLabel(input, lines.length)}</p>
          <ol className="machine-paths__list">
            {lines.map((line, lineIndex) => (
              <li key={lineIndex} className="machine-paths__path">
                {line}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function inputLabel(input: unknown, count: number): string {
  const paths = `${count} path${count === 1 ? '' : 's'}`;
  return input === undefined ? paths : `${paths} with input ${JSON.stringify(input)}`;
}
