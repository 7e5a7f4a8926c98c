import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../../machines/index';
import { machineSummary, searchMachines } from '../../../src/app/screens/machines/machine-index';

const summaries = machineRegistry.map(machineSummary);
const ids = (text: string) => searchMachines(summaries, text).map((match) => match.summary.id);

describe('the machines index search', () => {
  it('lists every machine, in the registry’s order, for an empty search', () => {
    expect(ids('  ')).toEqual(machineRegistry.map((entry) => entry.id));
  });

  it('finds a machine by its title or id, any case, without naming states or events', () => {
    expect(searchMachines(summaries, 'LOGIN')[0]).toMatchObject({ summary: { id: 'login' }, states: [], events: [] });
    expect(ids('s65-signing')).toEqual(['s65-signing']);
  });

  it('finds machines by a state or an event and says which matched', () => {
    const [login] = searchMachines(summaries, 'expiredpassword');
    expect(login).toMatchObject({ summary: { id: 'login' }, states: ['expiredPassword'], events: [] });
    const byEvent = searchMachines(summaries, 'error: login');
    expect(byEvent.map((match) => match.summary.id)).toContain('login');
    expect(byEvent.find((match) => match.summary.id === 'login')?.events).toEqual(['error: login']);
  });

  it('finds nothing for a text no machine holds', () => {
    expect(ids('no such thing')).toEqual([]);
  });

  it('counts states without the machine itself, and every declared transition', () => {
    const login = summaries.find((summary) => summary.id === 'login');
    expect(login?.states).toContain('editing');
    expect(login?.states).not.toContain('login');
    expect(login?.transitionCount).toBeGreaterThan(login?.events.length ?? 0);
  });
});
