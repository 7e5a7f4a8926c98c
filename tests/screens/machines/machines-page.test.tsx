import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { declaredStateNodes } from '../../../machines/definition';
import { machineRegistry } from '../../../machines/index';
import { MachinesPage } from '../../../src/app/screens/machines/MachinesPage';

describe('machines page', () => {
  // Lays out every machine in one go (about 14 s alone): room for a CI machine busy with other files.
  it('draws every registered machine with its title and every state name', { timeout: 60_000 }, async () => {
    render(<MachinesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Workflow machines' })).toBeInTheDocument();
    for (const entry of machineRegistry) {
      expect(screen.getByRole('heading', { name: entry.title })).toBeInTheDocument();
      // ELK lays out every registered machine; with several of them this takes seconds under jsdom.
      const diagram = await screen.findByRole('img', { name: new RegExp(`^${entry.title} state diagram`) }, { timeout: 20_000 });
      for (const node of declaredStateNodes(entry.machine)) {
        expect(within(diagram).getAllByText(node.key, { selector: 'text' }).length).toBeGreaterThan(0);
      }
    }
  });

  it('shows Laying out… until the layout is ready', async () => {
    render(<MachinesPage />);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Laying out…');
    await screen.findAllByRole('img', { name: /state diagram/ }, { timeout: 20_000 });
  });

  it('labels transitions with their event and guard, and actor results as done / error', async () => {
    render(<MachinesPage />);
    const login = await screen.findByRole('img', { name: /^Login state diagram/ }, { timeout: 20_000 });
    expect(within(login).getByText('done: login [passwordMustChange]', { selector: 'text' })).toBeInTheDocument();
    expect(within(login).getByText('error: login', { selector: 'text' })).toBeInTheDocument();
    expect(within(login).getByText('always', { selector: 'text' })).toBeInTheDocument();
  });
});
