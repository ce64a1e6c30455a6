import bwipjs from 'bwip-js/node';

/** A QR code of the text as an SVG document, its quiet zone included, (BWIPP's default error correction, M). */
export const qrSvg = (text: string): string =>
  bwipjs.toSVG({ bcid: 'qrcode', text, scale: 4, paddingwidth: 4, paddingheight: 4, backgroundcolor: 'FFFFFF' });
