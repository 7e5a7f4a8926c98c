import { machinesPageMessages } from '../../../domain/messages/machines-page';
import type { NodeMark } from './diagram-highlight';
import { badgeWidth, bodyLines, linesBottom, TEXT } from './diagram-text';
import type { PlacedNode } from './elk-layout';

/**
 * One state box: name, tags, description and actors inside; final states get a double border. A highlighted
 * diagram marks the states an instance went through, and its current state with a "current state" badge.
 */
export function DiagramNodeShape({ placed, mark }: { placed: PlacedNode; mark?: NodeMark }) {
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
  const markText = mark === 'current' ? machinesPageMessages.diagramCurrentState : mark === 'visited' ? machinesPageMessages.diagramOnPath : '';
  const titleText = [node.name, markText, node.description, node.tags.length ? `tags: ${node.tags.join(', ')}` : ''].filter(Boolean).join(' — ');
  const className = [
    'machine-diagram__state',
    node.children.length ? 'machine-diagram__state--compound' : '',
    node.final ? 'machine-diagram__state--final' : '',
    mark ? `machine-diagram__state--${mark}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <g className={className} data-state={node.id} aria-current={mark === 'current' ? 'step' : undefined}>
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
      {mark === 'current' && <CurrentBadge x={x + TEXT.padding} y={y + linesBottom(lines.length) + 8} />}
    </g>
  );
}

/** Below the state's lines, in the room the layout kept for it (elk-layout's LayoutBadge). */
function CurrentBadge({ x, y }: { x: number; y: number }) {
  const text = machinesPageMessages.diagramCurrentState;
  return (
    <g className="machine-diagram__badge">
      <rect x={x} y={y} width={badgeWidth(text)} height={TEXT.badgeHeight} rx={TEXT.badgeHeight / 2} />
      <text x={x + 6} y={y + TEXT.badgeHeight - 4}>
        {text}
      </text>
    </g>
  );
}
