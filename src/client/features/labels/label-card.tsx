import type { CSSProperties } from 'react';
import { labelLayout, textSizeFor, type Box, type LabelSize, type LabelState } from '../../../shared/label-payload';
import { splitLabel } from '../../../shared/labels';
import { barcodeUrl } from './barcodes';

const mm = (value: number) => `${value}mm`;
const placed = (box: Box): CSSProperties => ({
  position: 'absolute',
  left: mm(box.x),
  top: mm(box.y),
  width: mm(box.width),
  height: mm(box.height),
});

/** One label, laid out in millimetres exactly as the PDF lays it out. */
export function LabelCard({
  label,
  size,
  at,
  outlined,
}: {
  label: LabelState;
  size: LabelSize;
  at: { x: number; y: number };
  outlined: boolean;
}) {
  const layout = labelLayout(size.label.width, size.label.height);
  const parts = splitLabel(label.id) ?? { prefix: label.id, padding: '', digits: '' };
  return (
    <div
      className={`label-card absolute overflow-hidden bg-white text-black ${outlined ? 'outline-1 outline-stone-300 outline-dashed' : ''}`}
      style={{ left: mm(at.x), top: mm(at.y), width: mm(size.label.width), height: mm(size.label.height) }}
      data-label={label.id}
    >
      <img src={barcodeUrl('qr', label.id)} alt={`QR code of ${label.id}`} style={placed(layout.qr)} />
      <img src={barcodeUrl('code128', label.id)} alt={`Code 128 of ${label.id}`} style={placed(layout.code128)} />
      <p
        className="font-label font-bold whitespace-nowrap"
        style={{ ...placed(layout.text), fontSize: mm(textSizeFor(layout.text, label.id)), lineHeight: mm(layout.text.height) }}
      >
        {parts.prefix}
        <span className="text-[#999]">{parts.padding}</span>
        {parts.digits}
      </p>
      {label.name && (
        // The box holds two lines and hides the rest; line-clamp is not used because Chromium
        // misplaces its ellipsis inside a zoomed preview page.
        <p
          className="overflow-hidden wrap-anywhere"
          style={{ ...placed(layout.name), fontSize: mm(layout.nameSize * 0.8), lineHeight: mm(layout.nameSize) }}
        >
          {label.name}
        </p>
      )}
    </div>
  );
}
