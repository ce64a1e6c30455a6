import { useRef } from 'react';
import { placeLabels, type LabelSize } from '../../../shared/label-payload';
import { LabelCard } from './label-card';
import type { PrintedLabel } from './printed-labels';
import { useFitZoom } from './use-fit-zoom';
import './label-print.css';

/**
 * The pages to print, shown zoomed to fit the screen. Print CSS gives each page its own
 * sheet at the chosen size (@page), so the browser's Print is what the PDF would be.
 */
export function LabelSheet({ labels, size }: { labels: readonly PrintedLabel[]; size: LabelSize }) {
  const container = useRef<HTMLElement>(null);
  const zoom = useFitZoom(container, size.page.width);
  const pages = placeLabels(size, labels.length);
  return (
    <section
      ref={container}
      aria-label="Label preview"
      className="label-pages flex w-full min-w-0 flex-col items-center gap-4 lg:items-start min-[1200px]:flex-1"
    >
      <style>{`@page { size: ${size.page.width}mm ${size.page.height}mm; margin: 0; }`}</style>
      {pages.map((slots, page) => (
        <div
          key={page}
          role="group"
          aria-label={`Page ${page + 1} of ${pages.length}`}
          className="label-page relative shrink-0 overflow-hidden bg-white shadow-sm ring-1 ring-stone-300"
          style={{ width: `${size.page.width}mm`, height: `${size.page.height}mm`, zoom }}
        >
          {slots.map((at, slot) => {
            const index = page * size.columns * size.rows + slot;
            const label = labels[index];
            // Die-cut outlines on screen show where each label of a sheet falls.
            return label && <LabelCard key={index} label={label} size={size} at={at} outlined={size.kind === 'sheet'} />;
          })}
        </div>
      ))}
    </section>
  );
}
