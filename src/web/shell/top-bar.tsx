import { Link, useRouterState } from '@tanstack/react-router';
import { LogOut, Menu, Settings, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { signOut } from '@/web/auth/sign-out';
import { useSession } from '@/web/auth/use-auth';
import { useSubscription } from '@/web/billing/subscription';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { BrandLink } from '../components/brand';
import { ThemeToggle } from './theme-toggle';
import { Avatar, displayName, UserMenu } from './user-menu';

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[status=active]:text-foreground';

/**
 * docs/product.md §2 top bar. Features and Pricing show unless the user is signed in and entitled;
 * visitors get Login, Register and Start Free Trial, signed-in users the avatar menu.
 */
export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const session = useSession();
  const user = session?.kind === 'normal' ? session.user : null;
  const { entitled } = useSubscription();
  const navLinks = [
    { to: '/', label: 'Home' },
    { to: '/news-analysis', label: 'News Analysis' },
    ...(user && entitled
      ? [{ to: '/news-analysis/calibration', label: 'Calibration' }]
      : [
          { to: '/features', label: 'Features' },
          { to: '/pricing', label: 'Pricing' },
        ]),
  ] as const;

  // Visitors have three buttons beside the links: they fit a row from lg up (below it the row
  // overflowed at 768–852 px), signed-in users' avatar menu from md up. Below that, the menu,
  // with Start Free Trial kept in the bar on tablets.
  const wide = user ? { row: 'hidden md:flex', narrow: 'md:hidden' } : { row: 'hidden lg:flex', narrow: 'lg:hidden' };

  // The mobile menu closes whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page change is what triggers it
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLink />

        <nav aria-label="Main" className={cn('items-center gap-1', wide.row)}>
          {navLinks.map((link) => (
            <Link key={link.to} to={link.to} className={navLinkClass} activeOptions={{ exact: true }}>
              {link.label}
            </Link>
          ))}
        </nav>

        <div className={cn('items-center gap-2', wide.row)}>
          <ThemeToggle />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to="/auth">Login</Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to="/auth" search={{ mode: 'signup' }}>
                  Register
                </Link>
              </Button>
              <Button asChild variant="hero" size="sm">
                <Link to="/pricing">Start Free Trial</Link>
              </Button>
            </>
          )}
        </div>

        <div className={cn('flex items-center gap-1', wide.narrow)}>
          {!user && (
            <span className="mr-1 hidden md:block">
              <Button asChild variant="hero" size="sm">
                <Link to="/pricing">Start Free Trial</Link>
              </Button>
            </span>
          )}
          <ThemeToggle />
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X /> : <Menu />}
          </Button>
        </div>
      </div>

      <div id={menuId} hidden={!menuOpen} className={cn('border-t border-border/70 bg-background', wide.narrow)}>
        <nav aria-label="Mobile" className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {navLinks.map((link) => (
            <Link key={link.to} to={link.to} className={cn(navLinkClass, 'py-3 text-base')} activeOptions={{ exact: true }}>
              {link.label}
            </Link>
          ))}
          <div className="mt-2 grid gap-2 border-t border-border/70 pt-3">
            {user ? (
              <>
                <div className="flex items-center gap-3 px-3 py-2">
                  <Avatar user={user} />
                  <span className="truncate text-sm font-medium">{displayName(user)}</span>
                </div>
                <Button asChild variant="outline">
                  <Link to="/settings">
                    <Settings /> Settings
                  </Link>
                </Button>
                <Button variant="secondary" onClick={() => void signOut()}>
                  <LogOut /> Log out
                </Button>
              </>
            ) : (
              <>
                <Button asChild variant="outline">
                  <Link to="/auth">Login</Link>
                </Button>
                <Button asChild variant="secondary">
                  <Link to="/auth" search={{ mode: 'signup' }}>
                    Register
                  </Link>
                </Button>
                <Button asChild variant="hero">
                  <Link to="/pricing">Start Free Trial</Link>
                </Button>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
