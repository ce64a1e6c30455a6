import { useLayoutEffect, useState, type RefObject } from 'react';

const PX_PER_MM = 96 / 25.4;

/** The zoom that fits a page `widthMm` wide into the element's width, never above 1. */
export function useFitZoom(ref: RefObject<HTMLElement | null>, widthMm: number): number {
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const refit = () => setZoom(Math.min(1, element.clientWidth / (widthMm * PX_PER_MM)));
    refit();
    const observer = new ResizeObserver(refit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, widthMm]);
  return zoom;
}
