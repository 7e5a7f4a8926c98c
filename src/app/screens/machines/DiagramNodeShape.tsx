import { bodyLines, TEXT } from './diagram-text';
import type { PlacedNode } from './elk-layout';

/** One state box: name, tags, description and actors inside; final states get a double border. */
export function DiagramNodeShape({ placed }: { placed: PlacedNode }) {
  const { node, x, y, width, height } = placed;
  if (node.kind === 'initial') {
    return (
      <g className="machine-diagram__initial">
        <title>Initial state</title>
        <circle cx={x + width / 2} cy={y + height / 2} r={width / 2} />
      </g>
    );
  }
  if (node.kind === 'any') {
    return (
      <g className="machine-diagram__any">
        <title>Any state inside the enclosing state</title>
        <rect x={x} y={y} width={width} height={height} rx={11} />
        <text x={x + width / 2} y={y + height / 2 + 4} textAnchor="middle">
          {node.name}
        </text>
      </g>
    );
  }
  const lines = bodyLines(node);
  const titleText = [node.name, node.description, node.tags.length ? `tags: ${node.tags.join(', ')}` : ''].filter(Boolean).join(' — ');
  const className = [
    'machine-diagram__state',
    node.children.length ? 'machine-diagram__state--compound' : '',
    node.final ? 'machine-diagram__state--final' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <g className={className} data-state={node.id}>
      <title>{titleText}</title>
      <rect x={x} y={y} width={width} height={height} rx={8} />
      {node.final && <rect x={x + 4} y={y + 4} width={width - 8} height={height - 8} rx={5} />}
      <text x={x + TEXT.padding} y={y + TEXT.padding + TEXT.titleSize} className="machine-diagram__name">
        {node.name}
      </text>
      {lines.map((line, index) => (
        <text
          key={index}
          x={x + TEXT.padding}
          y={y + TEXT.padding + TEXT.titleSize + 6 + (index + 1) * TEXT.lineHeight}
          className={line.startsWith('«') ? 'machine-diagram__tags' : 'machine-diagram__line'}
        >
          {line}
        </text>
      ))}
    </g>
  );
}
