import { machinesPageMessages } from '../../../domain/messages/machines-page';
import type { DiagramGraph, DiagramNode } from './machine-graph';

/**
 * What a diagram emphasises for one running instance (a case on the case lifecycle): machine-graph node ids and
 * edge ids. Ordered, so the diagram can say the path in the order it was taken.
 */
export interface DiagramHighlight {
  /** The state the instance is in now. */
  current: string;
  /** Every state it went through, the current one last. */
  visited: readonly string[];
  /** The transitions it took between them. */
  edges: readonly string[];
}

export type NodeMark = 'current' | 'visited' | undefined;

export function nodeMark(highlight: DiagramHighlight | undefined, id: string): NodeMark {
  if (!highlight) return undefined;
  if (highlight.current === id) return 'current';
  return highlight.visited.includes(id) ? 'visited' : undefined;
}

/**
 * The words a screen reader hears on the SVG (role img hides the shapes' own titles): which state is current and
 * which states the path went through, by their names in the diagram.
 */
export function highlightWords(graph: DiagramGraph, highlight: DiagramHighlight): string {
  const names = nodeNames(graph.root);
  const name = (id: string) => names.get(id) ?? id;
  const path = highlight.visited.map(name).join(', ');
  return `${machinesPageMessages.diagramCurrentState}: ${name(highlight.current)}; ${machinesPageMessages.diagramOnPath}: ${path}`;
}

function nodeNames(root: DiagramNode): Map<string, string> {
  const names = new Map<string, string>();
  const visit = (node: DiagramNode): void => {
    names.set(node.id, node.name);
    node.children.forEach(visit);
  };
  visit(root);
  return names;
}
