import { useQueries } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DownstreamTrace, UpstreamTrace } from '../../../shared/contract/traceability';
import { KIND_OF_PREFIX, SCREEN_OF_KIND, prefixOf } from '../../../shared/labels';
import { mixtureQuery } from '../../api/mixtures/get-mixture';
import { stepInstanceQuery } from '../../api/step-instances/get-step-instance';
import { useElementWidth } from '../../ui/use-element-width';
import { genealogyOf, NODE_HEIGHT, NODE_WIDTH, place, upstreamGenealogyOf, type Genealogy, type NodeKind, type Placed } from './genealogy';
import { ReportPart } from './report-parts';
import { AFFECTED_TEXT } from './trace-text';
import type { Describe } from './trace-csv';

const ZOOMS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2];
/** Where a node's amount and name sit below its id: inset from the sides, and from the top. */
const NODE_TEXT_INSET = 5;
const NODE_TEXT_TOP = 24;
/** Below this the graph's text is too small to read, so a wide graph scrolls rather than shrinking further. */
const SMALLEST_FIT = 0.6;
/** Narrower than this (a phone), the genealogy flows down the screen rather than across it. */
const NARROW_PX = 640;

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
 * A genealogy's section of the report, laid out for the width it has. Laid out on each render of
 * the report: its genealogy is small, and dagre places a few hundred nodes in milliseconds; the
 * zoom lives in Picture, so zooming does not lay the graph out again.
 */
function GenealogyPart({ genealogy, describe, meaning }: { genealogy: Genealogy | null; describe: Describe; meaning: string }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const placed = genealogy && width !== null ? place(genealogy, width < NARROW_PX ? 'down' : 'across') : null;
  return (
    <ReportPart title="Genealogy">
      <div ref={box}>
        {placed && width !== null ? (
          <Picture placed={placed} describe={describe} meaning={meaning} boxWidth={width} />
        ) : (
          <p className="text-stone-500">Drawing…</p>
        )}
      </div>
    </ReportPart>
  );
}

/** Beyond this many lots, mixtures and runs a drawing is unreadable and slow to lay out; the tables and the CSV list them all. */
const MAX_DRAWN_NODES = 200;

/** The genealogy part, drawn when it is small enough to read. */
function DrawnIfReadable({ count, children }: { count: number; children: ReactNode }) {
  if (count <= MAX_DRAWN_NODES) return children;
  return (
    <ReportPart title="Genealogy">
      <p className="text-stone-600">
        {count.toLocaleString('en')} lots, mixtures and runs: too many to draw legibly. The tables and the CSV list every one.
      </p>
    </ReportPart>
  );
}

/** The downstream genealogy as a picture: lots, mixtures and runs, amounts on the arrows, uncertain paths dashed. */
export function GenealogyGraph({ trace, describe }: { trace: DownstreamTrace; describe: Describe }) {
  const runIds = useMemo(() => [...new Set(trace.lots.flatMap((lot) => (lot.produced_by ? [lot.produced_by] : [])))], [trace]);
  return (
    <DrawnIfReadable count={trace.lots.length + trace.mixtures.length + runIds.length}>
      <DownstreamPicture trace={trace} describe={describe} runIds={runIds} />
    </DrawnIfReadable>
  );
}

function DownstreamPicture({ trace, describe, runIds }: { trace: DownstreamTrace; describe: Describe; runIds: string[] }) {
  const runs = useRunStates(runIds);
  const mixtures = useQueries({ queries: trace.mixtures.map((mixture) => mixtureQuery(mixture.mix_id)) });
  const mixtureStates = mixtures.every((query) => !query.isPending)
    ? mixtures.flatMap((query) => (query.data ? [query.data.state] : []))
    : null;
  const genealogy = runs && mixtureStates ? genealogyOf(trace, runs, mixtureStates) : null;
  return <GenealogyPart genealogy={genealogy} describe={describe} meaning="of the traced lots" />;
}

/** The upstream genealogy: from the source lots, through mixtures and runs, to the traced lots. */
export function UpstreamGraph({ trace, describe }: { trace: UpstreamTrace; describe: Describe }) {
  return (
    <DrawnIfReadable count={trace.inputs.length + trace.runs.length}>
      <UpstreamPicture trace={trace} describe={describe} />
    </DrawnIfReadable>
  );
}

function UpstreamPicture({ trace, describe }: { trace: UpstreamTrace; describe: Describe }) {
  const runs = useRunStates(trace.runs);
  const genealogy = runs ? upstreamGenealogyOf(trace, runs, (id) => describe(id).unit) : null;
  return <GenealogyPart genealogy={genealogy} describe={describe} meaning="of it in the traced lots" />;
}

/**
 * The laid-out genealogy, zoomable; a node opens its page. `meaning` says what a node's range is.
 * It opens fitted to its box as far as stays readable, and Fit returns there.
 */
function Picture({ placed, describe, meaning, boxWidth }: { placed: Placed; describe: Describe; meaning: string; boxWidth: number }) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number | null>(null);
  const fit = Math.min(1, Math.max(SMALLEST_FIT, (boxWidth - 2) / placed.width));
  const scale = chosen ?? fit;
  const affectedShown = placed.nodes.some((node) => node.affected === 'certainly');
  const smaller = ZOOMS.findLast((zoom) => zoom < scale);
  const larger = ZOOMS.find((zoom) => zoom > scale);
  return (
    <>
      <div className="mb-2 flex flex-wrap items-center gap-2 print:hidden">
        <button
          type="button"
          className="btn-secondary min-h-9 px-3 py-1"
          onClick={() => setChosen(smaller ?? scale)}
          disabled={smaller === undefined}
        >
          Zoom out
        </button>
        <button
          type="button"
          className="btn-secondary min-h-9 px-3 py-1"
          onClick={() => setChosen(larger ?? scale)}
          disabled={larger === undefined}
        >
          Zoom in
        </button>
        <button type="button" className="btn-secondary min-h-9 px-3 py-1" onClick={() => setChosen(null)} disabled={chosen === null}>
          Fit
        </button>
        <span className="text-sm text-stone-600" aria-live="polite">
          {Math.round(scale * 100)}%
        </span>
        <span className="text-sm text-stone-600">
          Dashed: which units took that path is uncertain.{affectedShown && ' Thick border: certainly affected.'}
        </span>
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
            <marker
              id="genealogy-arrow"
              viewBox="0 0 10 10"
              refX="10"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
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
              <text
                x={edge.labelAt.x}
                y={edge.labelAt.y + 4}
                textAnchor="middle"
                fontSize={11}
                fill="#292524"
                paintOrder="stroke"
                stroke="#fff"
                strokeWidth={3}
              >
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
                <title>{`${style.what} ${node.id}${name ? `, ${name}` : ''}${node.kind === 'run' || !node.detail ? '' : `: ${node.detail} ${meaning}`}${node.affected ? `; ${AFFECTED_TEXT[node.affected].toLowerCase()}` : ''}`}</title>
                <rect
                  width={NODE_WIDTH}
                  height={NODE_HEIGHT}
                  rx={style.rx}
                  fill={style.fill}
                  stroke={style.stroke}
                  strokeWidth={node.affected === 'certainly' ? 3 : 1.5}
                  data-affected={node.affected}
                  strokeDasharray={node.uncertain ? '4 3' : undefined}
                />
                <text
                  x={NODE_WIDTH / 2}
                  y={18}
                  textAnchor="middle"
                  fontSize={12}
                  fontWeight={700}
                  fontFamily="ui-monospace, monospace"
                  fill="#1c1917"
                >
                  {node.id}
                </text>
                {/* HTML wraps the amount and name to the box's width, which SVG text cannot; a name too long for
                    three lines ends in an ellipsis, and the node's title says it whole. */}
                <foreignObject
                  x={NODE_TEXT_INSET}
                  y={NODE_TEXT_TOP}
                  width={NODE_WIDTH - 2 * NODE_TEXT_INSET}
                  height={NODE_HEIGHT - NODE_TEXT_TOP - 4}
                >
                  <p className="line-clamp-3 text-center text-[11px] leading-[13px] wrap-anywhere text-stone-700">
                    {node.kind === 'run' ? node.detail : `${node.detail} ${name}`}
                  </p>
                </foreignObject>
              </g>
            );
          })}
        </svg>
      </div>
    </>
  );
}
