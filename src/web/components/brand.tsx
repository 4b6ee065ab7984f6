import { Link } from '@tanstack/react-router';
import { publicConfig } from '@/web/lib/public-config';
import { cn } from '@/web/lib/utils';

/** The signal-line mark: a pulse that spikes, the way a headline moves a chart. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-foreground" />
      <path d="M5 19h5l3-9 5 15 3-9h6" fill="none" stroke="var(--primary)" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="27" cy="16" r="2.2" fill="var(--signal)" />
    </svg>
  );
}

export function BrandLink({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" onClick={onClick} className="flex items-center gap-2.5 rounded-md font-semibold tracking-tight">
      <BrandMark />
      <span className="text-lg">{publicConfig.appName}</span>
    </Link>
  );
}
