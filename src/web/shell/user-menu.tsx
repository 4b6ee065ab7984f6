import { Link } from '@tanstack/react-router';
import { LogOut, Settings } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { PublicUser } from '@/shared/auth';
import { signOut } from '@/web/auth/sign-out';

export function displayName(user: PublicUser): string {
  return user.user_metadata.full_name || user.email;
}

export function Avatar({ user }: { user: PublicUser }) {
  const initial = displayName(user).trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-[linear-gradient(135deg,var(--primary),var(--signal))] text-sm font-bold text-white"
    >
      {initial}
    </span>
  );
}

const itemClass = 'flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent';

/** docs/product.md §2 avatar menu: full name or e-mail, Settings, Log out. A menu button in the WAI-ARIA manner. */
export function UserMenu({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (focusButton = true) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: items() reads the menu from the page; opening it is the trigger
  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onMenuKeyDown(event: KeyboardEvent) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(index + step + list.length) % list.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? list[0] : list.at(-1))?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-medium transition-colors hover:bg-accent"
      >
        <Avatar user={user} />
        <span className="max-w-48 truncate">{displayName(user)}</span>
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label="Account"
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 top-full z-50 mt-2 w-56 rounded-xl border border-border bg-card p-1.5 shadow-xl"
        >
          <p className="truncate px-3 py-2 text-xs text-muted-foreground">{user.email}</p>
          <Link to="/settings" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => close(false)}>
            <Settings className="size-4" aria-hidden="true" /> Settings
          </Link>
          <button type="button" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => void signOut()}>
            <LogOut className="size-4" aria-hidden="true" /> Log out
          </button>
        </div>
      )}
    </div>
  );
}
