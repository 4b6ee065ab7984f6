import { Link } from '@tanstack/react-router';
import { Button } from '@/web/components/ui/button';
import { PageHeader } from './page-header';

/** The body of a page whose content is still being written. */
export function ComingSoon({ title, eyebrow }: { title: string; eyebrow?: string }) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title}>
        This page is coming soon.
      </PageHeader>
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
        <Button asChild variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </>
  );
}
