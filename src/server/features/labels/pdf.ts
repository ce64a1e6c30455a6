import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  labelLayout,
  placeLabels,
  textSizeFor,
  type Box,
  type LabelLayout,
  type LabelSize,
  type LabelState,
} from '../../../shared/label-payload';
import { splitLabel } from '../../../shared/labels';
import { code128, qrCode, type Barcode } from './symbols';
import { drawable, fitLines } from '../../core/text-fit';

/** PDF points per millimetre. */
const PT = 72 / 25.4;
const BLACK = rgb(0, 0, 0);
/** The zero padding of an id is dimmed, as on screen. */
const DIM = rgb(0.6, 0.6, 0.6);

interface Fonts {
  id: PDFFont;
  name: PDFFont;
  nameChars: ReadonlySet<number>;
}

/** Draws on one label in millimetres from its top-left corner; PDF pages measure up from the bottom. */
class Pen {
  constructor(
    private readonly page: PDFPage,
    private readonly origin: { x: number; y: number },
  ) {}

  rect(x: number, y: number, width: number, height: number): void {
    const top = this.page.getHeight() - (this.origin.y + y) * PT;
    this.page.drawRectangle({ x: (this.origin.x + x) * PT, y: top - height * PT, width: width * PT, height: height * PT, color: BLACK });
  }

  /** `baseline` is the text's baseline, `size` its em size, both in millimetres. */
  text(text: string, x: number, baseline: number, size: number, font: PDFFont, color = BLACK): number {
    const y = this.page.getHeight() - (this.origin.y + baseline) * PT;
    this.page.drawText(text, { x: (this.origin.x + x) * PT, y, size: size * PT, font, color });
    return font.widthOfTextAtSize(text, size * PT) / PT;
  }
}

/** Scales a barcode's modules into its box: Code 128 stretches to the full width and height, QR stays square. */
function drawBarcode(pen: Pen, barcode: Barcode, box: Box): void {
  const moduleWidth = box.width / barcode.width;
  const moduleHeight = barcode.height === 1 ? box.height : moduleWidth;
  const top = box.y + (box.height - moduleHeight * barcode.height) / 2;
  for (const run of barcode.runs) pen.rect(box.x + run.x * moduleWidth, top + run.y * moduleHeight, run.width * moduleWidth, moduleHeight);
}

function drawId(pen: Pen, id: string, box: Box, font: PDFFont): void {
  const size = textSizeFor(box, id);
  // Caps sit about 0.6 em tall in Courier, so this centres them in the box.
  const baseline = box.y + box.height / 2 + size * 0.3;
  const parts = splitLabel(id) ?? { prefix: id, padding: '', digits: '' };
  let x = box.x;
  x += pen.text(parts.prefix, x, baseline, size, font);
  x += pen.text(parts.padding, x, baseline, size, font, DIM);
  pen.text(parts.digits, x, baseline, size, font);
}

function drawName(pen: Pen, name: string, box: Box, lineHeight: number, fonts: Fonts): void {
  const size = lineHeight * 0.8;
  const measure = (text: string) => fonts.name.widthOfTextAtSize(text, size * PT) / PT;
  fitLines(drawable(name, fonts.nameChars), box.width, measure, 2).forEach((line, index) => {
    pen.text(line, box.x, box.y + (index + 0.8) * lineHeight, size, fonts.name);
  });
}

function drawLabel(pen: Pen, label: LabelState, layout: LabelLayout, fonts: Fonts): void {
  drawBarcode(pen, qrCode(label.id), layout.qr);
  drawBarcode(pen, code128(label.id), layout.code128);
  drawId(pen, label.id, layout.text, fonts.id);
  if (label.name) drawName(pen, label.name, layout.name, layout.nameSize, fonts);
}

/** A PDF of the labels at the size's page and grid; barcodes are vector rectangles. */
export async function labelsPdf(labels: LabelState[], size: LabelSize): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Lotline labels');
  doc.setCreator('Lotline');
  const name = await doc.embedFont(StandardFonts.Helvetica);
  const fonts: Fonts = { id: await doc.embedFont(StandardFonts.CourierBold), name, nameChars: new Set(name.getCharacterSet()) };
  const layout = labelLayout(size.label.width, size.label.height);
  let next = 0;
  for (const slots of placeLabels(size, labels.length)) {
    const page = doc.addPage([size.page.width * PT, size.page.height * PT]);
    for (const origin of slots) {
      const label = labels[next++];
      if (label) drawLabel(new Pen(page, origin), label, layout, fonts);
    }
  }
  return doc.save();
}
