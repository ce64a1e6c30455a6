import { useState, type ReactNode } from 'react';
import { findOperation } from '../../../shared/contract/envelope';
import { LABEL_SIZES, type LabelSize, type LabelsResource, type SizeName, type ZplQuery } from '../../../shared/label-payload';

type Dpi = ZplQuery['dpi'];
const DPIS: Dpi[] = ['203', '300', '600'];

/** A file link, or a disabled button while there is nothing to download yet. */
function Download({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) {
    return (
      <button type="button" className="btn-secondary" disabled>
        {children}
      </button>
    );
  }
  return (
    <a href={href} download className="btn-secondary">
      {children}
    </a>
  );
}

function withDpi(href: string | undefined, dpi: Dpi): string | undefined {
  if (!href) return undefined;
  const url = new URL(href, window.location.origin);
  url.searchParams.set('dpi', dpi);
  return `${url.pathname}${url.search}`;
}

interface LabelActionsProps {
  size: LabelSize;
  onSize: (size: SizeName) => void;
  /** Whether the preview shows the whole list, ready for the browser's print. */
  printable: boolean;
  /** The item labels as loaded for this size, with the server's PDF and ZPL; undefined until then, or when the server cannot make them. */
  files: LabelsResource | undefined;
}

/** Size, then the three ways out: the browser's print, a PDF, or ZPL for a Zebra printer. */
export function LabelActions({ size, onSize, printable, files }: LabelActionsProps) {
  const [dpi, setDpi] = useState<Dpi>('203');
  // The server's operations carry the size, so the files match what the preview shows.
  const pdf = files && findOperation(files.operations, 'pdf')?.href;
  const zpl = files && withDpi(findOperation(files.operations, 'zpl')?.href, dpi);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor="label-size" className="font-semibold text-stone-700">
          Label size
        </label>
        <select id="label-size" className="input" value={size.id} onChange={(event) => onSize(event.target.value as SizeName)}>
          {LABEL_SIZES.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" disabled={!printable} onClick={() => window.print()}>
          Print
        </button>
        <Download href={pdf}>Download PDF</Download>
        <Download href={zpl}>Download ZPL</Download>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="label-dpi" className="font-semibold text-stone-700">
          Zebra print head (ZPL)
        </label>
        <select id="label-dpi" className="input" value={dpi} onChange={(event) => setDpi(event.target.value as Dpi)}>
          {DPIS.map((option) => (
            <option key={option} value={option}>
              {option} dpi
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
