import type { ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk-api.js';
import { headerSize, TEXT, textWidth } from './diagram-text';
import type { DiagramEdge, DiagramGraph, DiagramNode } from './machine-graph';

export interface PlacedNode {
  node: DiagramNode;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedEdge {
  edge: DiagramEdge;
  points: ElkPoint[];
  label: { x: number; y: number; width: number; height: number } | null;
}

export interface DiagramLayout {
  width: number;
  height: number;
  /** Parents before children, so drawing in order keeps children on top. */
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

const LABEL_HEIGHT = TEXT.lineHeight + 2;

const ROOT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.edgeLabel': '4',
  'elk.padding': '[top=8,left=8,bottom=8,right=8]',
  // Absolute coordinates for every shape and edge: the SVG needs no per-container offsets.
  'org.eclipse.elk.json.shapeCoords': 'ROOT',
  'org.eclipse.elk.json.edgeCoords': 'ROOT',
} as const;

interface ElkLayouter {
  layout: (graph: ElkNode) => Promise<ElkNode>;
}

let elk: Promise<ElkLayouter> | null = null;

/**
 * ELK in a web worker where there is one (issue 21: a large machine takes ELK hundreds of milliseconds, which the
 * page's thread should not spend), loaded on first use so only the page that draws a diagram fetches it; the bundled
 * build, on this thread, where there is no Worker (jsdom in the screen tests).
 */
function elkLayouter(): Promise<ElkLayouter> {
  elk ??=
    typeof Worker === 'undefined'
      ? import('elkjs/lib/elk.bundled.js').then(({ default: Bundled }) => new Bundled())
      : Promise.all([import('elkjs/lib/elk-api.js'), import('elkjs/lib/elk-worker.min.js?worker')]).then(
          ([{ default: ElkApi }, { default: ElkWorker }]) => new ElkApi({ workerFactory: () => new ElkWorker() }),
        );
  return elk;
}

/** A badge drawn inside one state's box (the "current state" of a highlighted diagram): the box gets room for it. */
export interface LayoutBadge {
  nodeId: string;
  text: string;
}

export async function layoutDiagram(graph: DiagramGraph, badge?: LayoutBadge): Promise<DiagramLayout> {
  const layouter = await elkLayouter();
  const input: ElkNode = {
    id: '::diagram',
    layoutOptions: { ...ROOT_OPTIONS },
    children: [toElkNode(graph.root, badge)],
    edges: graph.edges.map(toElkEdge),
  };
  const result = await layouter.layout(input);
  const byId = indexNodes(graph.root);
  const nodes: PlacedNode[] = [];
  collectPlaced(result.children ?? [], byId, nodes);
  const edgesById = new Map(graph.edges.map((edge) => [edge.id, edge]));
  return {
    width: result.width ?? 0,
    height: result.height ?? 0,
    nodes,
    edges: (result.edges ?? []).flatMap((edge) => placeEdge(edge, edgesById)),
  };
}

function toElkNode(node: DiagramNode, badge: LayoutBadge | undefined): ElkNode {
  if (node.kind === 'initial') return { id: node.id, width: 14, height: 14 };
  if (node.kind === 'any') return { id: node.id, width: textWidth(node.name) + 18, height: 22 };
  const header = headerSize(node, badge?.nodeId === node.id ? badge.text : '');
  if (!node.children.length) return { id: node.id, width: Math.max(header.width, 110), height: header.height };
  return {
    id: node.id,
    layoutOptions: {
      'elk.padding': `[top=${header.height + 6},left=12,bottom=12,right=12]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${header.width + 24}, ${header.height + 40})`,
    },
    children: node.children.map((child) => toElkNode(child, badge)),
  };
}

function toElkEdge(edge: DiagramEdge): ElkExtendedEdge {
  const labels = edge.label ? [{ text: edge.label, width: textWidth(edge.label) + 8, height: LABEL_HEIGHT }] : [];
  return { id: edge.id, sources: [edge.source], targets: [edge.target], labels };
}

function indexNodes(root: DiagramNode): Map<string, DiagramNode> {
  const byId = new Map<string, DiagramNode>();
  const visit = (node: DiagramNode): void => {
    byId.set(node.id, node);
    node.children.forEach(visit);
  };
  visit(root);
  return byId;
}

function collectPlaced(elkNodes: ElkNode[], byId: Map<string, DiagramNode>, into: PlacedNode[]): void {
  for (const elkNode of elkNodes) {
    const node = byId.get(elkNode.id);
    if (node) {
      into.push({ node, x: elkNode.x ?? 0, y: elkNode.y ?? 0, width: elkNode.width ?? 0, height: elkNode.height ?? 0 });
    }
    collectPlaced(elkNode.children ?? [], byId, into);
  }
}

function placeEdge(elkEdge: ElkExtendedEdge, edgesById: Map<string, DiagramEdge>): PlacedEdge[] {
  const edge = edgesById.get(elkEdge.id);
  const section = elkEdge.sections?.[0];
  if (!edge || !section) return [];
  const label = elkEdge.labels?.[0];
  return [
    {
      edge,
      points: [section.startPoint, ...(section.bendPoints ?? []), section.endPoint],
      label: label ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? LABEL_HEIGHT } : null,
    },
  ];
}
