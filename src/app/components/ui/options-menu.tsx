import { type CSSProperties, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

export type MenuItem = { label: string; onSelect: () => void; disabled?: boolean; tone?: 'danger' };

const EDGE = 8;

/** Where the open menu goes: under the trigger (above when there is no room), aligned as asked but never past the viewport's edges. */
function placeMenu(trigger: DOMRect, menu: DOMRect, align: 'left' | 'right'): CSSProperties {
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const preferred = align === 'right' ? trigger.right - menu.width : trigger.left;
  const left = Math.max(EDGE, Math.min(preferred, width - menu.width - EDGE));
  const below = trigger.bottom + 4;
  const top =
    below + menu.height > height - EDGE && trigger.top - menu.height - 4 >= EDGE
      ? trigger.top - menu.height - 4
      : below;
  return { left, top };
}

const ICON_TRIGGER =
  'grid size-9 place-items-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-800';

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
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  // Fixed and in a portal, so no scrolling list clips it and no transformed row moves it.
  useLayoutEffect(() => {
    if (!isOpen || !ref.current || !menuRef.current) return setPosition(null);
    setPosition(placeMenu(ref.current.getBoundingClientRect(), menuRef.current.getBoundingClientRect(), align));
  }, [isOpen, align]);

  // The list sits at the end of the page, so focus moves into it rather than tabbing there.
  useEffect(() => {
    if (position)
      menuRef.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus({ preventScroll: true });
  }, [position]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node) && !menuRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    // The menu stays where it opened: moving the page under it closes it instead.
    const close = (e: Event) => {
      if (!menuRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('scroll', close, true);
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
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
      {isOpen
        ? createPortal(
            <ul
              id={id}
              ref={menuRef}
              style={position ?? { left: 0, top: 0, visibility: 'hidden' }}
              className="fixed z-40 min-w-44 max-w-[calc(100vw-16px)] rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
            >
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
            </ul>,
            document.body,
          )
        : null}
    </div>
  );
}
