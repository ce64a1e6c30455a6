import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DownstreamTrace, UpstreamTrace } from '../../../shared/contract/traceability';
import { KIND_OF_PREFIX, SCREEN_OF_KIND, prefixOf } from '../../../shared/labels';
import { mixtureQuery } from '../../api/mixtures/get-mixture';
import { stepInstanceQuery } from '../../api/step-instances/get-step-instance';
import { genealogyOf, NODE_HEIGHT, NODE_WIDTH, place, upstreamGenealogyOf, type NodeKind, type Placed } from './genealogy';
import { ReportPart } from './report-parts';
import type { Describe } from './trace-csv';

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2];

const NODE_STYLE: Record<NodeKind, { fill: string; stroke: string; rx: number; what: string }> = {
  lot: { fill: '#f0fdf4', stroke: '#15803d', rx: 6, what: 'Lot' },
  mixture: { fill: '#eff6ff', stroke: '#1d4ed8', rx: 22, what: 'Mixture' },
  run: { fill: '#fafaf9', stroke: '#57534e', rx: 0, what: 'Run' },
};

const screenOf = (id: string) => {
  const prefix = prefixOf(id);
  return prefix ? `${SCREEN_OF_KIND[KIND_OF_PREFIX[prefix]]}/${id}` : null;
};

/** The runs a genealogy passes through, as their pages read them; null until all have answered. */
function useRunStates(ids: readonly string[]) {
  const runs = useQueries({ queries: ids.map((id) => stepInstanceQuery(id)) });
  return runs.every((query) => !query.isPending) ? runs.flatMap((query) => (query.data ? [query.data.state] : [])) : null;
}

/**
 * A genealogy's section of the report. Laid out on each render of the report: its genealogy is
 * small, and dagre places a few hundred nodes in milliseconds; the zoom lives in Picture, so
 * zooming does not lay the graph out again.
 */
function GenealogyPart({ placed, describe, meaning }: { placed: Placed | null; describe: Describe; meaning: string }) {
  return <ReportPart title="Genealogy">{placed ? <Picture placed={placed} describe={describe} meaning={meaning} /> : <p className="text-stone-500">Drawing…</p>}</ReportPart>;
}

/** The downstream genealogy as a picture: lots, mixtures and runs, amounts on the arrows, uncertain paths dashed. */
export function GenealogyGraph({ trace, describe }: { trace: DownstreamTrace; describe: Describe }) {
  const runIds = useMemo(() => [...new Set(trace.lots.flatMap((lot) => (lot.produced_by ? [lot.produced_by] : [])))], [trace]);
  const runs = useRunStates(runIds);
  const mixtures = useQueries({ queries: trace.mixtures.map((mixture) => mixtureQuery(mixture.mix_id)) });
  const mixtureStates = mixtures.every((query) => !query.isPending) ? mixtures.flatMap((query) => (query.data ? [query.data.state] : [])) : null;
  const placed = runs && mixtureStates ? place(genealogyOf(trace, runs, mixtureStates, (id) => describe(id).unit)) : null;
  return <GenealogyPart placed={placed} describe={describe} meaning="of the traced lots" />;
}

/** The upstream genealogy: from the source lots, through mixtures and runs, to the traced lots. */
export function UpstreamGraph({ trace, describe }: { trace: UpstreamTrace; describe: Describe }) {
  const runs = useRunStates(trace.runs);
  const placed = runs ? place(upstreamGenealogyOf(trace, runs, (id) => describe(id).unit)) : null;
  return <GenealogyPart placed={placed} describe={describe} meaning="of it in the traced lots" />;
}

/** The laid-out genealogy, zoomable; a node opens its page. `meaning` says what a node's range is. */
function Picture({ placed, describe, meaning }: { placed: Placed; describe: Describe; meaning: string }) {
  const navigate = useNavigate();
  const [zoom, setZoom] = useState(2);
  const scale = ZOOMS[zoom] ?? 1;
  return (
    <>
      <div className="mb-2 flex flex-wrap items-center gap-2 print:hidden">
        <button type="button" className="btn-secondary min-h-9 px-3 py-1" onClick={() => setZoom((z) => Math.max(0, z - 1))} disabled={zoom === 0}>
          Zoom out
        </button>
        <button type="button" className="btn-secondary min-h-9 px-3 py-1" onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))} disabled={zoom === ZOOMS.length - 1}>
          Zoom in
        </button>
        <span className="text-sm text-stone-600" aria-live="polite">
          {Math.round(scale * 100)}%
        </span>
        <span className="text-sm text-stone-600">Dashed: which units took that path is uncertain.</span>
      </div>
      {/* w-0 min-w-full: the picture scrolls in its box instead of widening the page. */}
      <div className="max-h-[28rem] w-0 min-w-full overflow-auto rounded-md border border-stone-200 print:max-h-none print:overflow-visible">
        <svg
          role="img"
          aria-label="Genealogy graph"
          width={placed.width * scale}
          height={placed.height * scale}
          viewBox={`0 0 ${placed.width} ${placed.height}`}
          className="block font-sans"
        >
          <defs>
            <marker id="genealogy-arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" fill="#57534e" />
            </marker>
          </defs>
          {placed.edges.map((edge, index) => (
            <g key={index} data-edge={`${edge.from}>${edge.to}`} data-uncertain={edge.uncertain}>
              <polyline
                points={edge.points.map((p) => `${p.x},${p.y}`).join(' ')}
                fill="none"
                stroke="#57534e"
                strokeWidth={1.5}
                strokeDasharray={edge.uncertain ? '5 4' : undefined}
                markerEnd="url(#genealogy-arrow)"
              />
              <text x={edge.labelAt.x} y={edge.labelAt.y + 4} textAnchor="middle" fontSize={11} fill="#292524" paintOrder="stroke" stroke="#fff" strokeWidth={3}>
                {edge.label}
              </text>
            </g>
          ))}
          {placed.nodes.map((node) => {
            const style = NODE_STYLE[node.kind];
            const href = screenOf(node.id);
            const name = node.kind === 'run' ? node.detail : describe(node.id).name;
            return (
              <g
                key={node.id}
                transform={`translate(${node.x - NODE_WIDTH / 2},${node.y - NODE_HEIGHT / 2})`}
                data-node={node.id}
                className={href ? 'cursor-pointer' : undefined}
                onClick={href ? () => void navigate(href) : undefined}
              >
                <title>{`${style.what} ${node.id}${name ? `, ${name}` : ''}${node.kind === 'run' || !node.detail ? '' : `: ${node.detail} ${meaning}`}`}</title>
                <rect width={NODE_WIDTH} height={NODE_HEIGHT} rx={style.rx} fill={style.fill} stroke={style.stroke} strokeWidth={1.5} strokeDasharray={node.uncertain ? '4 3' : undefined} />
                <text x={NODE_WIDTH / 2} y={18} textAnchor="middle" fontSize={12} fontWeight={700} fontFamily="ui-monospace, monospace" fill="#1c1917">
                  {node.id}
                </text>
                <text x={NODE_WIDTH / 2} y={35} textAnchor="middle" fontSize={11} fill="#44403c">
                  {(node.kind === 'run' ? node.detail : `${node.detail} ${name}`).slice(0, 24)}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
    </>
  );
}
