import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { machinesPageMessages } from '../../../domain/messages/machines-page';
import { Button } from '../../ui';
import { saveBlob } from '../common/save-document';
import { machineConfigJson, standaloneSvg } from './diagram-export';
import { highlightWords, nodeMark, type DiagramHighlight } from './diagram-highlight';
import { DiagramEdgeShape } from './DiagramEdgeShape';
import { DiagramNodeShape } from './DiagramNodeShape';
import { DiagramViewport } from './DiagramViewport';
import { layoutDiagram, type DiagramLayout, type PlacedEdge } from './elk-layout';
import { machineGraph } from './machine-graph';
import './machines.css';

export interface MachineDiagramProps {
  machine: AnyStateMachine;
  title: string;
  /** One instance's current state and the path it took (a case on the case lifecycle); without it, the plain chart. */
  highlight?: DiagramHighlight;
  /**
   * Whether the current state's box carries a "current state" badge. The box grows to hold it, so the diagram is laid
   * out again when the current state moves: right for a case, wrong for stepping through a path step by step.
   */
  badge?: boolean;
}

type LayoutState = { status: 'pending' } | { status: 'done'; layout: DiagramLayout } | { status: 'failed'; message: string };

/** The machine's statechart, laid out by ELK from the definition and drawn as an accessible SVG. */
export function MachineDiagram({ machine, title, highlight, badge = true }: MachineDiagramProps) {
  const graph = useMemo(() => machineGraph(machine), [machine]);
  const [state, setState] = useState<LayoutState>({ status: 'pending' });
  // useId can contain characters that break url(#…) references.
  const markerId = `arrow-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const pathMarkerId = `${markerId}-path`;
  // The current state's box grows to hold its badge, so the layout depends on which state that is.
  const current = badge ? highlight?.current : undefined;
  const svgRef = useRef<SVGSVGElement>(null);

  useEffect(() => {
    let live = true;
    setState({ status: 'pending' });
    const badge = current ? { nodeId: current, text: machinesPageMessages.diagramCurrentState } : undefined;
    layoutDiagram(graph, badge).then(
      (layout) => live && setState({ status: 'done', layout }),
      (error: unknown) => live && setState({ status: 'failed', message: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [graph, current]);

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
  const summary = `${title} state diagram: ${stateCount} states, ${layout.edges.length} transitions`;
  const label = highlight ? `${summary}; ${highlightWords(graph, highlight)}` : summary;
  const onPath = (placed: PlacedEdge) => highlight?.edges.includes(placed.edge.id) ?? false;
  // The path is drawn last, so no other transition's line crosses over it.
  const edges = [...layout.edges.filter((placed) => !onPath(placed)), ...layout.edges.filter(onPath)];
  const exports = (
    <>
      <Button
        variant="secondary"
        onPress={() => svgRef.current && saveBlob(new Blob([standaloneSvg(svgRef.current)], { type: 'image/svg+xml' }), `${machine.id}.svg`)}
      >
        {machinesPageMessages.exportSvg}
      </Button>
      <Button
        variant="secondary"
        onPress={() => saveBlob(new Blob([machineConfigJson(machine)], { type: 'application/json' }), `${machine.id}.json`)}
      >
        {machinesPageMessages.exportJson}
      </Button>
    </>
  );
  return (
    <DiagramViewport title={title} width={layout.width} height={layout.height} tools={exports}>
      <svg
        ref={svgRef}
        role="img"
        aria-label={label}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width={layout.width}
        className="machine-diagram__svg"
      >
        <title>{highlight ? label : `${title} state diagram`}</title>
        <defs>
          <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M0,0 L10,5 L0,10 z" className="machine-diagram__arrowhead" />
          </marker>
          {highlight && (
            // Markers scale with the stroke: the path's heavier line would otherwise get an arrowhead twice the size.
            <marker id={pathMarkerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="3.5" markerHeight="3.5" orient="auto">
              <path d="M0,0 L10,5 L0,10 z" className="machine-diagram__arrowhead machine-diagram__arrowhead--path" />
            </marker>
          )}
        </defs>
        {layout.nodes.map((placed) => (
          <DiagramNodeShape key={placed.node.id} placed={placed} mark={nodeMark(highlight, placed.node.id)} />
        ))}
        {edges.map((placed) => (
          <DiagramEdgeShape key={placed.edge.id} placed={placed} markerId={onPath(placed) ? pathMarkerId : markerId} onPath={onPath(placed)} />
        ))}
      </svg>
    </DiagramViewport>
  );
}
