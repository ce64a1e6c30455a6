import {
  labelLayout,
  payloadOf,
  textSizeFor,
  ZPL_DPMM,
  type Box,
  type LabelSize,
  type LabelState,
  type ZplQuery,
} from '../../../shared/label-payload';
import { CODE128_QUIET, code128, QR_QUIET, qrCode } from './symbols';

/**
 * ZPL II for Zebra printers: one ^XA…^XZ format per label, laid out like the PDF label at the
 * printer's resolution. The printer draws the barcodes itself (^BC Code 128, ^BQ QR), so
 * bars land on whole print-head dots.
 */

/** Largest QR magnification ^BQ accepts. */
const QR_MAX_MAGNIFICATION = 10;

/**
 * A free-text field for ^FH: printable ASCII passes, everything else goes as `_XX` hex bytes
 * of its UTF-8 (decoded by ^CI28). ^ and ~ would start commands, _ is the hex marker and a
 * backslash starts a line break in a ^FB block, so they are hex too.
 */
export function zplText(text: string): string {
  const bytes = new TextEncoder().encode(text.replace(/\s+/g, ' ').trim());
  return Array.from(bytes, (byte) => {
    const char = String.fromCharCode(byte);
    return byte >= 0x20 && byte <= 0x7e && !'^~_\\'.includes(char) ? char : `_${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

function qrField(id: string, box: Box, dots: (mm: number) => number): string {
  const qr = qrCode(id);
  const magnification = Math.max(1, Math.min(QR_MAX_MAGNIFICATION, Math.floor(dots(box.width) / qr.width)));
  const side = (qr.width - 2 * QR_QUIET) * magnification;
  const x = dots(box.x) + Math.round((dots(box.width) - side) / 2);
  const y = dots(box.y) + Math.round((dots(box.height) - side) / 2);
  // Model 2, error correction M with automatic data mode ("MA,"), as in the PDF.
  return `^FO${x},${y}^BQN,2,${magnification}^FDMA,${payloadOf(id)}^FS`;
}

function code128Field(id: string, box: Box, dots: (mm: number) => number): string {
  const modules = code128(id).width;
  const moduleDots = Math.max(1, Math.floor(dots(box.width) / modules));
  const width = (modules - 2 * CODE128_QUIET) * moduleDots;
  const x = dots(box.x) + Math.round((dots(box.width) - width) / 2);
  // No printed interpretation line (the id is printed larger above); mode A picks subsets.
  return `^FO${x},${dots(box.y)}^BY${moduleDots}^BCN,${dots(box.height)},N,N,N,A^FD${payloadOf(id)}^FS`;
}

export function labelZpl(label: LabelState, size: LabelSize, dpi: ZplQuery['dpi']): string {
  const dots = (mm: number) => Math.round(mm * ZPL_DPMM[dpi]);
  const layout = labelLayout(size.label.width, size.label.height);
  const idHeight = dots(textSizeFor(layout.text, label.id));
  const fields = [
    '^XA',
    '^CI28',
    `^PW${dots(size.label.width)}`,
    `^LL${dots(size.label.height)}`,
    '^LH0,0',
    qrField(label.id, layout.qr, dots),
    code128Field(label.id, layout.code128, dots),
    `^FO${dots(layout.text.x)},${dots(layout.text.y + (layout.text.height - textSizeFor(layout.text, label.id)) / 2)}^A0N,${idHeight},${idHeight}^FD${payloadOf(label.id)}^FS`,
  ];
  if (label.name) {
    const line = dots(layout.nameSize);
    const font = dots(layout.nameSize * 0.8);
    fields.push(
      `^FO${dots(layout.name.x)},${dots(layout.name.y)}^A0N,${font},${font}^FB${dots(layout.name.width)},2,${line - font},L,0^FH^FD${zplText(label.name)}^FS`,
    );
  }
  fields.push('^XZ');
  return fields.join('\n');
}

export const labelsZpl = (labels: LabelState[], size: LabelSize, dpi: ZplQuery['dpi']): string =>
  `${labels.map((label) => labelZpl(label, size, dpi)).join('\n')}\n`;
