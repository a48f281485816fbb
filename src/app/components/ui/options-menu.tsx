import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

export type MenuItem = { label: string; onSelect: () => void; disabled?: boolean; tone?: 'danger' };

const ICON_TRIGGER = 'grid size-9 place-items-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-800';

/** A small disclosure menu: a button (an icon unless `triggerClassName` styles it), and a list of actions that Escape (focus back on the button) or a click outside closes. */
export function OptionsMenu({
  label,
  items,
  align = 'left',
  triggerClassName = ICON_TRIGGER,
  children,
}: {
  label: string;
  items: MenuItem[];
  align?: 'left' | 'right';
  triggerClassName?: string;
  children?: ReactNode;
}) {
  const [isOpen, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  return (
    <div ref={ref} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className={triggerClassName}
      >
        {children ?? <span aria-hidden="true">⋯</span>}
      </button>
      {isOpen ? (
        <ul id={id} className={`absolute z-20 mt-1 min-w-44 rounded-xl border border-stone-200 bg-white py-1 shadow-lg ${align === 'right' ? 'right-0' : 'left-0'}`}>
          {items.map((item) => (
            <li key={item.label}>
              <button
                type="button"
                disabled={item.disabled}
                onClick={() => {
                  // Before the item unmounts, so a dialog the action opens returns focus here when it closes.
                  triggerRef.current?.focus();
                  setOpen(false);
                  item.onSelect();
                }}
                className={`block min-h-11 w-full px-4 py-2 text-left text-sm hover:bg-stone-50 disabled:cursor-not-allowed disabled:text-stone-400 ${item.tone === 'danger' ? 'text-red-700' : 'text-stone-800'}`}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
