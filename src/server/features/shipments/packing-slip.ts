import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ShipmentState } from '../../../shared/contract/shipments';
import { quantityText } from '../../../shared/units';
import { drawable, fitLines } from '../../core/text-fit';

/** A4 in PDF points, with 40 pt margins. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const GREY = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.75, 0.75, 0.75);
const BLACK = rgb(0, 0, 0);

/** The table's columns: x positions and widths in points. */
const COLUMNS = {
  item: { x: MARGIN, width: 90 },
  name: { x: MARGIN + 95, width: 235 },
  bin: { x: MARGIN + 335, width: 85 },
  quantity: { x: MARGIN + 425, width: PAGE.width - 2 * MARGIN - 425 },
};

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
  known: ReadonlySet<number>;
}

/** A moment as the paperwork writes it; the server does not know the reader's time zone, so it says UTC. */
const momentText = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * Writes top to bottom over as many pages as the lines need, starting a new page (with the
 * table's header again) when the next block would not fit.
 */
class Writer {
  private page!: PDFPage;
  private y = 0;
  private readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly header: () => void,
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN;
    if (this.pages.length > 1) this.header();
  }

  /** Room for `height` points below the cursor, or a new page. */
  need(height: number): void {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  /** One line of text `size` high at `x`, cut to `width` with an ellipsis; the cursor moves down by `lead`. */
  text(text: string, x: number, opts: { size?: number; font?: PDFFont; color?: typeof BLACK; width?: number; lead?: number } = {}): void {
    const { size = 10, font = this.fonts.regular, color = BLACK, width = PAGE.width - MARGIN - x, lead } = opts;
    const measure = (t: string) => font.widthOfTextAtSize(t, size);
    const [line = ''] = fitLines(drawable(text, this.fonts.known), width, measure, 1);
    this.page.drawText(line, { x, y: this.y - size, size, font, color });
    if (lead !== undefined) this.y -= lead;
  }

  /** Text flush right against `right`. */
  textRight(text: string, right: number, opts: { size?: number; font?: PDFFont; color?: typeof BLACK } = {}): void {
    const { size = 10, font = this.fonts.regular, color = BLACK } = opts;
    const line = drawable(text, this.fonts.known);
    this.page.drawText(line, { x: right - font.widthOfTextAtSize(line, size), y: this.y - size, size, font, color });
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
  }

  down(points: number): void {
    this.y -= points;
  }

  /** "Page 1 of 2" and the shipment's number at the foot of every page. */
  footers(text: string): void {
    this.pages.forEach((page, index) => {
      const footer = `${text} · Page ${index + 1} of ${this.pages.length}`;
      page.drawText(drawable(footer, this.fonts.known), { x: MARGIN, y: MARGIN - 10, size: 8, font: this.fonts.regular, color: GREY });
    });
  }
}

const right = (column: { x: number; width: number }) => column.x + column.width;

function tableHeader(w: Writer, fonts: Fonts): void {
  const bold = { font: fonts.bold, size: 9 };
  w.text('Item', COLUMNS.item.x, bold);
  w.text('Name and lots', COLUMNS.name.x, bold);
  w.text('From bin', COLUMNS.bin.x, bold);
  w.textRight('Quantity', right(COLUMNS.quantity), bold);
  w.down(14);
  w.rule();
  w.down(6);
}

function shipTo(w: Writer, shipment: ShipmentState, fonts: Fonts): void {
  const { customer } = shipment;
  w.text('Ship to', MARGIN, { size: 9, font: fonts.bold, color: GREY, lead: 13 });
  w.text(`${customer.name || customer.customer_id} (${customer.customer_id})`, MARGIN, { size: 11, font: fonts.bold, lead: 14 });
  const details = [
    customer.contact,
    ...(customer.address ?? '').split(/\r?\n/),
    customer.phone && `Phone: ${customer.phone}`,
    customer.email && `Email: ${customer.email}`,
  ].filter((line): line is string => Boolean(line?.trim()));
  for (const line of details) w.text(line, MARGIN, { lead: 13 });
}

/** The slip that travels with a shipment: to whom, the order's reference, and every line with the lots it carries. */
export async function packingSlipPdf(shipment: ShipmentState): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Packing slip, shipment ${shipment.operation_id}`);
  doc.setCreator('Lotline');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const fonts: Fonts = {
    regular,
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
    known: new Set(regular.getCharacterSet()),
  };
  const w = new Writer(doc, fonts, () => tableHeader(w, fonts));

  w.text('Packing slip', MARGIN, { size: 20, font: fonts.bold });
  w.textRight(`Shipment ${shipment.operation_id}`, PAGE.width - MARGIN, { size: 12, font: fonts.bold });
  w.down(28);
  w.textRight(`Shipped ${momentText(shipment.at)}`, PAGE.width - MARGIN);
  w.down(13);
  if (shipment.reference) {
    w.textRight(`Your reference: ${shipment.reference}`, PAGE.width - MARGIN);
    w.down(13);
  }
  w.down(8);
  shipTo(w, shipment, fonts);
  w.down(16);
  tableHeader(w, fonts);

  for (const line of shipment.lines) {
    w.need(16 + 12 * line.lots.length);
    w.text(line.item_id, COLUMNS.item.x, { font: fonts.mono, width: COLUMNS.item.width });
    w.text(line.item_name || line.item_id, COLUMNS.name.x, { width: COLUMNS.name.width });
    w.text(line.bin_id, COLUMNS.bin.x, { font: fonts.mono, width: COLUMNS.bin.width });
    w.textRight(quantityText(line.quantity, line.unit), right(COLUMNS.quantity), { font: fonts.bold });
    w.down(14);
    for (const lot of line.lots) {
      // A lot the line is itself needs no second mention of its quantity.
      if (lot.batch_id === line.item_id) continue;
      w.text(`Lot ${lot.batch_id}${lot.name ? ` ${lot.name}` : ''}`, COLUMNS.name.x + 10, {
        size: 9,
        color: GREY,
        width: COLUMNS.name.width + COLUMNS.bin.width - 10,
      });
      w.textRight(quantityText(lot.quantity, lot.unit), right(COLUMNS.quantity), { size: 9, color: GREY });
      w.down(12);
    }
    w.down(2);
    w.rule();
    w.down(6);
  }

  w.down(10);
  w.need(40);
  if (shipment.operator) w.text(`Packed by ${shipment.operator}`, MARGIN, { lead: 13 });
  if (shipment.note) w.text(`Note: ${shipment.note}`, MARGIN, { lead: 13 });
  w.footers(`Lotline · shipment ${shipment.operation_id} to ${shipment.customer.customer_id}`);
  return doc.save();
}
