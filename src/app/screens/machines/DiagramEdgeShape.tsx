import { machinesPageMessages } from '../../../domain/messages/machines-page';
import type { PlacedEdge } from './elk-layout';

/**
 * A transition: its route, an arrowhead at the target and the `event [guard]` label on a backing. One an instance
 * took (the path of a highlighted diagram) is drawn heavier, with an arrowhead of its own colour.
 */
export function DiagramEdgeShape({ placed, markerId, onPath = false }: { placed: PlacedEdge; markerId: string; onPath?: boolean }) {
  const { edge, points, label } = placed;
  const d = points.map((point, index) => `${index ? 'L' : 'M'}${point.x},${point.y}`).join(' ');
  const description = edge.label ? `${edge.label}: ${edge.source} → ${edge.target}` : `starts in ${edge.target}`;
  return (
    <g className={onPath ? 'machine-diagram__edge machine-diagram__edge--path' : 'machine-diagram__edge'} data-edge={edge.id}>
      <title>{onPath ? `${description} — ${machinesPageMessages.diagramOnPath}` : description}</title>
      <path d={d} markerEnd={`url(#${markerId})`} />
      {label && (
        <>
          <rect x={label.x} y={label.y} width={label.width} height={label.height} rx={3} />
          <text x={label.x + 4} y={label.y + label.height - 4}>
            {edge.label}
          </text>
        </>
      )}
    </g>
  );
}
