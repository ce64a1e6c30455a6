import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SCREEN_OF_KIND } from '../../../shared/labels';
import { parseLabel } from '../../scan/parse-label';

/** The home page's big field: a label opens its page, anything else is searched. */
export function ScanBox() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  return (
    <form
      role="search"
      className="flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        const raw = text.trim();
        if (!raw) return;
        const label = parseLabel(raw);
        navigate(label ? `${SCREEN_OF_KIND[label.kind]}/${label.id}` : `/search?${new URLSearchParams({ query: raw })}`);
      }}
    >
      <input
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
