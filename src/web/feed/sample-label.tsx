import { cn } from '@/web/lib/utils';

/** The mark of a sample story: "Sample story" on a card or page, "Sample" where a row has no room. */
export function SampleLabel({ short = false, className }: { short?: boolean; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border border-dashed border-border px-2 py-0.5 text-xs font-medium text-foreground',
        className,
      )}
      title="Sample story from the demo source"
      data-slot="sample-label"
    >
      Sample{short ? <span className="sr-only"> story</span> : ' story'}
    </span>
  );
}
