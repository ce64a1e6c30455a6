import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { lookupCode, resolveScan, searchPageOf, useScanHandler } from '../../scan';
import { LABEL_FIELD, scanGrammar } from '../../ui/label-field';

/**
 * The home page's big field: a label opens its page and a code its item, as a scan would;
 * anything else a person types (a name, part of one) is searched.
 */
export function ScanBox() {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  // A handheld scanner typing into this box is a scan to follow, not text to keep.
  useScanHandler((event) => (event.field === input.current ? 'resolve' : false));
  return (
    <form
      role="search"
      className="flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        const raw = text.trim();
        if (!raw) return;
        void resolveScan(raw, lookupCode)
          .catch(() => ({ unknown: raw }))
          .then((decision) => navigate('go' in decision ? decision.go : searchPageOf(raw)));
      }}
    >
      <input
        ref={input}
        aria-label="Scan or type a label"
        placeholder="Label, code or name"
        className="input min-h-14 font-label text-lg"
        value={text}
        onChange={(event) => setText(event.target.value)}
        {...LABEL_FIELD}
        // A name typed here is searched: only a label is a scan whatever its pace.
        {...scanGrammar('label')}
        // The home page exists to take a scan; the field is ready for it.
        autoFocus
      />
      <button type="submit" className="btn-primary min-h-14">
        Go
      </button>
    </form>
  );
}
