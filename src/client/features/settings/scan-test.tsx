import { useEffect, useRef, useState } from 'react';
import { loadScannerSettings, MODIFIER_KEYS, useScanHandler } from '../../scan';
import { FormField } from '../../ui/form-field';
import { LABEL_FIELD, scanGrammar } from '../../ui/label-field';
import { gapStats, typingReason, type GapStats } from './key-gaps';

interface TestRead {
  text: string;
  recognised: boolean;
  gaps: GapStats | null;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * A box to scan into that shows what the scan layer made of it: the text, its length, the
 * gaps between its keys, and whether it was recognised as a scan or read as typing.
 */
export function ScanTest() {
  const box = useRef<HTMLInputElement>(null);
  const keyTimes = useRef<number[]>([]);
  const [read, setRead] = useState<TestRead | null>(null);

  useEffect(() => {
    // On the window, ahead of the scan layer's listener on the document, which swallows the key that ends a scan.
    const onKey = (event: KeyboardEvent) => {
      if (event.target === box.current && !MODIFIER_KEYS.has(event.key)) keyTimes.current.push(event.timeStamp);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  const finish = (text: string, recognised: boolean) => {
    setRead({ text, recognised, gaps: gapStats(keyTimes.current) });
    keyTimes.current = [];
  };

  // The scan layer has already given the box back what it held before the scan.
  useScanHandler((scan) => {
    if (!box.current || scan.field !== box.current) return false;
    finish(scan.text, true);
    return true;
  });

  const reason = read && !read.recognised ? typingReason(read.gaps, loadScannerSettings().maxGapMs) : null;
  return (
    <div className="flex flex-col gap-3">
      <FormField label="Scan here to test" hint="Scan any label into this box; nothing is opened or changed.">
        {(props) => (
          <input
            {...props}
            ref={box}
            className="input min-h-14 font-label text-lg"
            {...LABEL_FIELD}
            // The box tests the scanner's pace, so pace alone decides here.
            {...scanGrammar(null)}
            onKeyDown={(event) => {
              // Reaching the box, Enter or Tab was not taken as the end of a scan: this was typing.
              if (event.key !== 'Enter' && event.key !== 'Tab') return;
              if (event.key === 'Enter') event.preventDefault();
              finish(event.currentTarget.value, false);
              event.currentTarget.value = '';
            }}
          />
        )}
      </FormField>
      <div aria-live="polite">
        {read && (
          <dl aria-label="Last test scan" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-stone-50 p-3 text-sm">
            <dt className="font-semibold text-stone-600">Read</dt>
            <dd className="font-label break-all">{read.text || '(nothing)'}</dd>
            <dt className="font-semibold text-stone-600">Characters</dt>
            <dd>{[...read.text].length}</dd>
            <dt className="font-semibold text-stone-600">Key gaps</dt>
            <dd>{read.gaps ? `min ${ms(read.gaps.min)}, median ${ms(read.gaps.median)}, max ${ms(read.gaps.max)}` : 'none measured'}</dd>
            <dt className="font-semibold text-stone-600">Result</dt>
            <dd className={read.recognised ? 'font-semibold text-green-800' : 'font-semibold text-amber-800'}>
              {read.recognised ? 'Recognised as a scan' : 'Not recognised: read as typing'}
              {reason && <span className="block font-normal text-stone-700">{reason}</span>}
            </dd>
          </dl>
        )}
      </div>
    </div>
  );
}
