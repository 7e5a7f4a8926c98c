import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../../machines/index';
import { machineConfigJson } from '../../../src/app/screens/machines/diagram-export';

describe("a machine's config exported as JSON", () => {
  it.each(machineRegistry.map((entry) => [entry.id, entry] as const))('%s: parses back to its id and states, functions named', (_id, entry) => {
    const parsed = JSON.parse(machineConfigJson(entry.machine)) as { id?: string; states?: Record<string, unknown> };
    expect(parsed.id).toBe(entry.machine.config.id);
    expect(Object.keys(parsed.states ?? {})).toEqual(Object.keys(entry.machine.config.states ?? {}));
  });

  it('writes a guard or action given as a function by its name', () => {
    const json = machineConfigJson(machineRegistry.find((entry) => entry.id === 'login')!.machine);
    expect(json).not.toContain('=>');
    expect(json).toContain('"target"');
  });
});
