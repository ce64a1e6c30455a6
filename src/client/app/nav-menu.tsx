import { useEffect, useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { isGroup, NAV, type NavGroup } from './nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-white ${
    isActive ? 'bg-brand-900 font-semibold' : ''
  }`;

function Dropdown({ group, open, onToggle }: { group: NavGroup; open: boolean; onToggle: () => void }) {
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        className="flex w-full items-center justify-between rounded-md px-3 py-2 text-left hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-white"
        // A dropdown click must not reach the nav, which closes the menu on click.
        onClick={(event) => {
          event.stopPropagation();
          onToggle();
        }}
      >
        {group.label}
        <span aria-hidden="true" className={`ml-2 text-xs transition-transform ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </button>
      <ul id={listId} hidden={!open} className="mt-1 ml-3 border-l border-brand-500 pl-2">
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass} end>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The menu: always shown from 800px; below that it hides behind the hamburger. It opens
 * on focus, closes when clicked (a link was chosen) and when the hamburger loses focus.
 */
export function NavMenu({
  open,
  setOpen,
  onPress,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  onPress: (pressing: boolean) => void;
}) {
  const [openGroup, setOpenGroup] = useState<string | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenGroup(null);
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [setOpen]);

  return (
    <nav
      id="main-menu"
      aria-label="Main"
      // Collapsed, the menu keeps its links in the tab order: tabbing into it opens it.
      className={`${open ? 'max-h-[80vh] overflow-y-auto pb-3' : 'max-h-0 overflow-hidden'} bg-brand-700 px-2 text-white md:max-h-none md:w-56 md:shrink-0 md:overflow-visible md:py-4`}
      onFocus={() => setOpen(true)}
      onPointerDown={() => onPress(true)}
      onClick={() => {
        onPress(false);
        setOpen(false);
        setOpenGroup(null);
      }}
    >
      <ul className="flex flex-col gap-1">
        {NAV.map((entry) =>
          isGroup(entry) ? (
            <Dropdown
              key={entry.label}
              group={entry}
              open={openGroup === entry.label}
              onToggle={() => setOpenGroup((current) => (current === entry.label ? null : entry.label))}
            />
          ) : (
            <li key={entry.to}>
              <NavLink to={entry.to} className={linkClass} end>
                {entry.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
