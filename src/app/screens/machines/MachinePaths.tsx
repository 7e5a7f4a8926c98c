import type { InputPaths } from '../../../../machines/model';
import { machinesPageMessages as words } from '../../../domain/messages/machines-page';
import { Button } from '../../ui';
import { pathText, readablePath } from './path-text';
import './machines.css';

export interface MachinePathsProps {
  /** The model-test paths, one list per sample input: the paths the model tests run (machines/model.ts). */
  groups: readonly InputPaths[];
  /** Numbered over all the lists from 0; without it the paths are only listed. */
  onStepThrough?: (path: number) => void;
}

/** The model-test paths of a machine as readable step lists, each one to step through on the diagram. */
export function MachinePaths({ groups, onStepThrough }: MachinePathsProps) {
  let number = 0;
  return (
    <div className="machine-paths">
      {groups.map(({ input, paths }, index) => {
        const label = words.pathsInput(paths.length, input === undefined ? null : JSON.stringify(input));
        return (
          <section key={index} className="machine-paths__group" aria-label={label}>
            <p className="machine-paths__input">{label}</p>
            <ol className="machine-paths__list">
              {paths.map((path) => {
                const pathIndex = number++;
                return (
                  <li key={pathIndex} className="machine-paths__path" value={pathIndex + 1}>
                    <span>{pathText(readablePath(path))}</span>
                    {onStepThrough && (
                      <Button variant="link" onPress={() => onStepThrough(pathIndex)}>
                        {words.stepThrough(pathIndex + 1)}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
