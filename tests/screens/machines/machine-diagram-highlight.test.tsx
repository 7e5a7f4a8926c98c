import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caseLifecycleMachine } from '../../../machines/case-lifecycle.machine';
import { MachineDiagram } from '../../../src/app/screens/machines/MachineDiagram';

const SLOW = { timeout: 20_000 };
const stage = (name: string) => `caseLifecycle.stage.${name}`;

describe('MachineDiagram highlight', () => {
  it('without a highlight draws the plain chart: no marks, no badge, the usual label', async () => {
    render(<MachineDiagram machine={caseLifecycleMachine} title="Case lifecycle" />);
    const diagram = await screen.findByRole('img', { name: /^Case lifecycle state diagram: \d+ states, \d+ transitions$/ }, SLOW);
    expect(diagram.querySelector('.machine-diagram__state--current, .machine-diagram__state--visited, .machine-diagram__edge--path')).toBeNull();
    expect(diagram.querySelector('[aria-current]')).toBeNull();
    expect(diagram.querySelector('.machine-diagram__badge')).toBeNull();
  });

  it('marks the current state with a badge and aria-current, the visited states and the path taken, and says so in its label', async () => {
    const highlight = {
      current: stage('partiesInPlace'),
      visited: [stage('deciding'), stage('opened'), stage('partiesInPlace')],
      edges: ['caseLifecycle.stage.deciding::0:0', 'caseLifecycle.stage.deciding::1:0'],
    };
    render(<MachineDiagram machine={caseLifecycleMachine} title="Case lifecycle" highlight={highlight} />);
    const diagram = await screen.findByRole(
      'img',
      { name: /current state: partiesInPlace; on the path taken: deciding, opened, partiesInPlace$/ },
      SLOW,
    );
    const current = diagram.querySelector(`[data-state="${stage('partiesInPlace')}"]`);
    expect(current).toHaveClass('machine-diagram__state--current');
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(current?.querySelector('title')).toHaveTextContent(/^partiesInPlace — current state — /);
    expect(current?.querySelector('.machine-diagram__badge')).toHaveTextContent('current state');
    expect(diagram.querySelectorAll('.machine-diagram__badge')).toHaveLength(1);
    expect([...diagram.querySelectorAll('.machine-diagram__state--visited')].map((node) => node.getAttribute('data-state'))).toEqual([
      stage('deciding'),
      stage('opened'),
    ]);
    const path = [...diagram.querySelectorAll('.machine-diagram__edge--path')];
    expect(path.map((edge) => edge.getAttribute('data-edge'))).toEqual(highlight.edges);
    // Drawn last, over every other line, with the path's own arrowhead.
    expect(diagram.querySelector('.machine-diagram__edge:last-of-type')).toHaveClass('machine-diagram__edge--path');
    expect(path[0]?.querySelector('path')?.getAttribute('marker-end')).toMatch(/-path\)$/);
  });
});
