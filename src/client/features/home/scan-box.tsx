import { useRef, useState } from 'react';
import { scanOf, useScan, useScanHandler } from '../../scan';

/** The home page's big field: a label opens its page, a code its item, as any scan would. */
export function ScanBox() {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const { scan } = useScan();
  // A handheld scanner typing into this box is a scan to follow, not text to keep.
  useScanHandler((event) => (event.field === input.current ? 'resolve' : false));
  return (
    <form
      role="search"
      className="flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        const raw = text.trim();
        if (raw) void scan(scanOf(raw, 'typed'));
      }}
    >
      <input
        ref={input}
        aria-label="Scan or type a label"
        placeholder="Scan or type a label, code or name"
        className="input min-h-14 font-label text-lg"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        // The home page exists to take a scan; the field is ready for it.
        autoFocus
      />
      <button type="submit" className="btn-primary min-h-14">
        Go
      </button>
    </form>
  );
}
