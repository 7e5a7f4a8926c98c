import { useEffect, useId, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { DiagramEdgeShape } from './DiagramEdgeShape';
import { DiagramNodeShape } from './DiagramNodeShape';
import { layoutDiagram, type DiagramLayout } from './elk-layout';
import { machineGraph } from './machine-graph';
import './machines.css';

export interface MachineDiagramProps {
  machine: AnyStateMachine;
  title: string;
}

type LayoutState = { status: 'pending' } | { status: 'done'; layout: DiagramLayout } | { status: 'failed'; message: string };

/** The machine's statechart, laid out by ELK from the definition and drawn as an accessible SVG. */
export function MachineDiagram({ machine, title }: MachineDiagramProps) {
  const graph = useMemo(() => machineGraph(machine), [machine]);
  const [state, setState] = useState<LayoutState>({ status: 'pending' });
  // useId can contain characters that break url(#…) references.
  const markerId = `arrow-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  useEffect(() => {
    let current = true;
    setState({ status: 'pending' });
    layoutDiagram(graph).then(
      (layout) => current && setState({ status: 'done', layout }),
      (error: unknown) => current && setState({ status: 'failed', message: String(error) }),
    );
    return () => {
      current = false;
    };
  }, [graph]);

  if (state.status === 'pending') {
    return (
      <p className="machine-diagram__status" role="status">
        Laying out…
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className="machine-diagram__status machine-diagram__status--error" role="alert">
        The diagram could not be laid out: {state.message}
      </p>
    );
  }
  const { layout } = state;
  const stateCount = layout.nodes.filter((placed) => placed.node.kind === 'state').length;
  return (
    <div className="machine-diagram">
      <svg
        role="img"
        aria-label={`${title} state diagram: ${stateCount} states, ${layout.edges.length} transitions`}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width={layout.width}
        className="machine-diagram__svg"
      >
        <title>{`${title} state diagram`}</title>
        <defs>
          <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M0,0 L10,5 L0,10 z" className="machine-diagram__arrowhead" />
          </marker>
        </defs>
        {layout.nodes.map((placed) => (
          <DiagramNodeShape key={placed.node.id} placed={placed} />
        ))}
        {layout.edges.map((placed) => (
          <DiagramEdgeShape key={placed.edge.id} placed={placed} markerId={markerId} />
        ))}
      </svg>
    </div>
  );
}
