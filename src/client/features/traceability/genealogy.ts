import { type EdgeLabel, Graph, type GraphLabel, layout, type NodeLabel } from '@dagrejs/dagre';
import type { Affected, DownstreamTrace, UpstreamTrace } from '../../../shared/contract/traceability';
import { prefixOf } from '../../../shared/labels';
import type { MixtureState } from '../../../shared/contract/mixtures';
import type { InstanceState } from '../../../shared/contract/step-instances';
import { quantityText, type Unit } from '../../../shared/units';
import { rangeText, type Bounded } from './trace-text';

export type NodeKind = 'lot' | 'mixture' | 'run';

export interface GenealogyNode {
  id: string;
  kind: NodeKind;
  /** under the label: what of the traced material it may hold, or a run's template */
  detail: string;
  uncertain: boolean;
  /** a downstream lot or mixture: whether it is certainly or possibly affected */
  affected?: Affected;
}

export interface GenealogyEdge {
  from: string;
  to: string;
  /** the quantity along the edge, with its unit */
  label: string;
  /** drawn dashed: which units took this path is not known exactly */
  uncertain: boolean;
}

export interface Genealogy {
  nodes: GenealogyNode[];
  edges: GenealogyEdge[];
}

const isUncertain = (b: Bounded) => b.lower_bound !== b.upper_bound || b.annotations.length > 0;

/**
 * The genealogy of a downstream trace: its lots and mixtures, the runs that made its lots, and
 * what flowed between them. Arrows carry what flowed, in each item's own unit (the runs' and
 * mixtures' records); nodes carry the traced material they may hold, in its unit (the trace).
 * What has not loaded yet is left out.
 */
export function genealogyOf(
  trace: Pick<DownstreamTrace, 'unit' | 'lots' | 'mixtures'>,
  runs: readonly InstanceState[],
  mixtures: readonly MixtureState[],
): Genealogy {
  const bounds = new Map<string, Bounded>([
    ...trace.lots.map((lot) => [lot.batch_id, lot] as const),
    ...trace.mixtures.map((mix) => [mix.mix_id, mix] as const),
  ]);
  const nodes: GenealogyNode[] = [
    ...trace.lots.map((lot) => ({
      id: lot.batch_id,
      kind: 'lot' as const,
      detail: rangeText(lot.lower_bound, lot.upper_bound, trace.unit),
      uncertain: isUncertain(lot),
      affected: lot.affected,
    })),
    ...trace.mixtures.map((mix) => ({
      id: mix.mix_id,
      kind: 'mixture' as const,
      detail: rangeText(mix.lower_bound, mix.upper_bound, trace.unit),
      uncertain: isUncertain(mix),
      affected: mix.affected,
    })),
    ...runs.map((run) => ({ id: run.instance_id, kind: 'run' as const, detail: run.template_name, uncertain: false })),
  ];
  const edges: GenealogyEdge[] = [];
  for (const run of runs) {
    for (const row of run.consumed) {
      const source = bounds.get(row.resource_id);
      if (source)
        edges.push({
          from: row.resource_id,
          to: run.instance_id,
          label: quantityText(row.quantity, row.unit),
          uncertain: isUncertain(source),
        });
    }
    for (const row of run.produced) {
      const made = bounds.get(row.batch_id);
      if (made)
        edges.push({
          from: run.instance_id,
          to: row.batch_id,
          label: quantityText(row.quantity, row.unit),
          uncertain: isUncertain(made),
        });
    }
  }
  for (const mixture of mixtures) {
    for (const component of mixture.components) {
      const lot = bounds.get(component.batch_id);
      if (lot)
        edges.push({
          from: component.batch_id,
          to: mixture.mix_id,
          label: quantityText(component.qty_initial, mixture.unit),
          uncertain: isUncertain(lot),
        });
    }
  }
  return { nodes, edges };
}

/**
 * The genealogy of an upstream trace: the runs it went through, what each took (lots, and
 * mixtures with the lots each gave) and made on the way to the traced lots. Source lots carry what of them may be in the
 * traced lots; edges out of an uncertain source are dashed.
 */
export function upstreamGenealogyOf(
  trace: Pick<UpstreamTrace, 'inputs' | 'query'>,
  runs: readonly InstanceState[],
  unitOf: (id: string) => Unit | null,
): Genealogy {
  const sources = new Map(trace.inputs.map((input) => [input.batch_id, input]));
  const nodes = new Map<string, GenealogyNode>();
  const uncertainFrom = (id: string) => {
    const source = sources.get(id);
    return source ? isUncertain(source) : false;
  };
  const addItem = (id: string) => {
    if (nodes.has(id)) return;
    const source = sources.get(id);
    const kind = prefixOf(id) === 'MIX' ? 'mixture' : 'lot';
    nodes.set(id, {
      id,
      kind,
      detail: source ? rangeText(source.lower_bound, source.upper_bound, unitOf(id)) : '',
      uncertain: uncertainFrom(id),
    });
  };
  // A run's other outputs are no provenance: only a traced lot, or one a later run took, is drawn.
  const onPath = new Set([...trace.query.batch_ids, ...runs.flatMap((run) => run.consumed.map((row) => row.resource_id))]);
  const edges: GenealogyEdge[] = [];
  for (const run of runs) {
    nodes.set(run.instance_id, { id: run.instance_id, kind: 'run', detail: run.template_name, uncertain: false });
    for (const row of run.consumed) {
      addItem(row.resource_id);
      edges.push({
        from: row.resource_id,
        to: run.instance_id,
        label: quantityText(row.quantity, row.unit),
        uncertain: uncertainFrom(row.resource_id),
      });
      for (const take of row.components ?? []) {
        addItem(take.batch_id);
        edges.push({
          from: take.batch_id,
          to: row.resource_id,
          label: quantityText(take.quantity, row.unit),
          uncertain: uncertainFrom(take.batch_id),
        });
      }
    }
    for (const row of run.produced.filter((made) => onPath.has(made.batch_id))) {
      addItem(row.batch_id);
      edges.push({ from: run.instance_id, to: row.batch_id, label: quantityText(row.quantity, row.unit), uncertain: false });
    }
  }
  for (const id of [...trace.query.batch_ids, ...sources.keys()]) addItem(id);
  return { nodes: [...nodes.values()], edges };
}

export const NODE_WIDTH = 150;
/** Tall enough for the id and three lines of amount and name. */
export const NODE_HEIGHT = 68;

export interface Placed {
  width: number;
  height: number;
  nodes: (GenealogyNode & { x: number; y: number })[];
  edges: (GenealogyEdge & { points: { x: number; y: number }[]; labelAt: { x: number; y: number } })[];
}

/** Lays the genealogy out with dagre, sources first: left to right, or top to bottom for a narrow screen. */
export function place({ nodes, edges }: Genealogy, flow: 'across' | 'down' = 'across'): Placed {
  const graph = new Graph<GraphLabel, NodeLabel, EdgeLabel>({ multigraph: true });
  graph.setGraph({
    rankdir: flow === 'across' ? 'LR' : 'TB',
    nodesep: 24,
    ranksep: flow === 'across' ? 70 : 48,
    edgesep: 12,
    marginx: 12,
    marginy: 12,
  });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) graph.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  edges.forEach((edge, index) => graph.setEdge(edge.from, edge.to, { width: 70, height: 16, labelpos: 'c' }, String(index)));
  layout(graph);
  const size = graph.graph();
  return {
    width: size.width ?? 0,
    height: size.height ?? 0,
    nodes: nodes.map((node) => {
      // Every node has its place once laid out.
      const { x = 0, y = 0 } = graph.node(node.id);
      return { ...node, x, y };
    }),
    edges: edges.map((edge, index) => {
      const laid = graph.edge(edge.from, edge.to, String(index));
      const points = laid.points ?? [];
      return { ...edge, points, labelAt: { x: laid.x ?? points[0]?.x ?? 0, y: laid.y ?? points[0]?.y ?? 0 } };
    }),
  };
}
