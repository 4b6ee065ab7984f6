import { FIRST_DAY, LAST_DAY } from '@/shared/date-range';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';

export type Period = { from: string; to: string };

/** A period's two days, from and to (both included), each with its label; `problemId` names the message that says what is wrong. */
export function DateRangeFields({ id, period, onChange, problemId }: { id: string; period: Period; onChange: (period: Period) => void; problemId?: string }) {
  const field = (key: keyof Period, label: string) => (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        type="date"
        min={FIRST_DAY}
        max={LAST_DAY}
        value={period[key]}
        onChange={(event) => onChange({ ...period, [key]: event.target.value })}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        className="w-[10.5rem]"
      />
    </div>
  );
  return (
    <>
      {field('from', 'From')}
      {field('to', 'To')}
    </>
  );
}
