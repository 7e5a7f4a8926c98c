import type { PlacedEdge } from './elk-layout';

/** A transition: its route, an arrowhead at the target and the `event [guard]` label on a backing. */
export function DiagramEdgeShape({ placed, markerId }: { placed: PlacedEdge; markerId: string }) {
  const { edge, points, label } = placed;
  const d = points.map((point, index) => `${index ? 'L' : 'M'}${point.x},${point.y}`).join(' ');
  return (
    <g className="machine-diagram__edge">
      <title>{edge.label ? `${edge.label}: ${edge.source} → ${edge.target}` : `starts in ${edge.target}`}</title>
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
