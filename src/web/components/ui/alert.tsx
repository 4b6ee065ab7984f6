import type * as React from 'react';
import { cn } from '@/web/lib/utils';

const tones = {
  error: 'border-destructive/40 bg-destructive/10 text-destructive',
  info: 'border-primary/30 bg-primary/10 text-foreground',
  success: 'border-signal/40 bg-signal/10 text-foreground',
} as const;

/** An inline message; errors are announced to screen readers as they appear. */
export function Alert({ tone = 'info', className, ...props }: React.ComponentProps<'div'> & { tone?: keyof typeof tones }) {
  return (
    <div
      data-slot="alert"
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-3.5 py-2.5 text-sm', tones[tone], className)}
      {...props}
    />
  );
}
