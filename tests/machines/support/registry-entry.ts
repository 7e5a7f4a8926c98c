import { machineRegistry } from '../../../machines/index';
import type { RegisteredMachine } from '../../../machines/registry';

export function registryEntry(id: string): RegisteredMachine {
  const entry = machineRegistry.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No machine "${id}" in machineRegistry`);
  return entry;
}
