import type { CSSProperties } from 'react';
import { labelLayout, textSizeFor, type Box, type LabelLayout, type LabelSize } from '../../../shared/label-payload';
import { splitBadge, splitLabel } from '../../../shared/labels';
import { barcodeUrl } from './barcodes';
import { badgeNameLine, type PrintedLabel } from './printed-labels';

const mm = (value: number) => `${value}mm`;
const placed = (box: Box): CSSProperties => ({
  position: 'absolute',
  left: mm(box.x),
  top: mm(box.y),
  width: mm(box.width),
  height: mm(box.height),
});

/** The id as every label prints it, its zero padding dimmed (the element around it sets the bold monospace). */
function IdParts({ id }: { id: string }) {
  const parts = splitLabel(id) ?? splitBadge(id) ?? { prefix: id, padding: '', digits: '' };
  return (
    <>
      {parts.prefix}
      <span className="text-[#999]">{parts.padding}</span>
      {parts.digits}
    </>
  );
}

/** An item's label: the id large beside the QR, the name (at most two lines) below it. */
function ItemFace({ id, name, layout }: { id: string; name: string | null; layout: LabelLayout }) {
  return (
    <>
      <p
        className="font-label font-bold whitespace-nowrap"
        style={{ ...placed(layout.text), fontSize: mm(textSizeFor(layout.text, id)), lineHeight: mm(layout.text.height) }}
      >
        <IdParts id={id} />
      </p>
      {name && (
        // The box holds two lines and hides the rest; line-clamp is not used because Chromium
        // misplaces its ellipsis inside a zoomed preview page.
        <p
          className="overflow-hidden wrap-anywhere"
          style={{ ...placed(layout.name), fontSize: mm(layout.nameSize * 0.8), lineHeight: mm(layout.nameSize) }}
        >
          {name}
        </p>
      )}
    </>
  );
}

/** A badge: the person's name large where a label has its id, and their id and role below, where a label has its name. */
function BadgeFace({ id, name, role, layout }: { id: string; name: string; role: string; layout: LabelLayout }) {
  const nameLine = badgeNameLine(layout.text, name);
  const line = layout.nameSize;
  return (
    <>
      <p
        className="overflow-hidden font-bold wrap-anywhere"
        style={{ ...placed(layout.text), fontSize: mm(nameLine * 0.85), lineHeight: mm(nameLine) }}
      >
        {name}
      </p>
      <div className="overflow-hidden" style={placed(layout.name)}>
        <p
          className="font-label font-bold whitespace-nowrap"
          style={{ fontSize: mm(Math.min(line * 0.9, textSizeFor(layout.name, id))), lineHeight: mm(line) }}
        >
          <IdParts id={id} />
        </p>
        <p className="capitalize" style={{ fontSize: mm(line * 0.8), lineHeight: mm(line) }}>
          {role}
        </p>
      </div>
    </>
  );
}

/** One label or badge, laid out in millimetres exactly as the PDF lays out a label; both carry the same barcodes of their id. */
export function LabelCard({
  label,
  size,
  at,
  outlined,
}: {
  label: PrintedLabel;
  size: LabelSize;
  at: { x: number; y: number };
  outlined: boolean;
}) {
  const layout = labelLayout(size.label.width, size.label.height);
  return (
    <div
      className={`label-card absolute overflow-hidden bg-white text-black ${outlined ? 'outline-1 outline-stone-300 outline-dashed' : ''}`}
      style={{ left: mm(at.x), top: mm(at.y), width: mm(size.label.width), height: mm(size.label.height) }}
      data-label={label.id}
    >
      <img src={barcodeUrl('qr', label.id)} alt={`QR code of ${label.id}`} style={placed(layout.qr)} />
      <img src={barcodeUrl('code128', label.id)} alt={`Code 128 of ${label.id}`} style={placed(layout.code128)} />
      {label.kind === 'badge' ? (
        <BadgeFace id={label.id} name={label.name} role={label.role} layout={layout} />
      ) : (
        <ItemFace id={label.id} name={label.name} layout={layout} />
      )}
    </div>
  );
}
