import { FlaskConical } from 'lucide-react';

/** Every demo payment page says plainly that nothing is charged. */
export function DemoBanner() {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-gold/50 bg-gold/10 px-4 py-3 text-sm font-semibold" role="note">
      <FlaskConical className="size-5 shrink-0 text-gold" aria-hidden="true" />
      Demo — no payment is taken
    </div>
  );
}
