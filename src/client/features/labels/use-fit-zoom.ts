import type { RefObject } from 'react';
import { useElementWidth } from '../../ui/use-element-width';

const PX_PER_MM = 96 / 25.4;

/** The zoom that fits a page `widthMm` wide into the element's width, never above 1. */
export function useFitZoom(ref: RefObject<HTMLElement | null>, widthMm: number): number {
  const width = useElementWidth(ref);
  return width === null ? 1 : Math.min(1, width / (widthMm * PX_PER_MM));
}
