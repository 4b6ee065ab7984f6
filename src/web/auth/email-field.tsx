import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';

/** The e-mail input of the account forms (type email, required; the forms validate it themselves). */
export function EmailField({ id, value, onChange, invalid }: { id: string; value: string; onChange: (value: string) => void; invalid?: boolean }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Email</Label>
      <Input
        id={id}
        type="email"
        required
        autoComplete="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid ? true : undefined}
      />
    </div>
  );
}
