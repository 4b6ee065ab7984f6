import type { ReactNode } from 'react';
import { BrandMark } from '@/web/components/brand';

/** The centred card the sign-in, sign-up and reset screens share. */
export function AuthCard({ title, description, children, footer }: { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="flex flex-1 items-start justify-center bg-grid px-4 py-12 sm:items-center sm:py-20">
      <div className="w-full max-w-md rounded-2xl border border-border bg-card p-6 shadow-xl shadow-black/5 sm:p-8">
        <BrandMark className="size-10" />
        <h1 className="mt-5 text-2xl font-bold tracking-tight">{title}</h1>
        {description && <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 border-t border-border pt-5 text-center text-sm text-muted-foreground">{footer}</div>}
      </div>
    </section>
  );
}
