import { Loader2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import type { OlderStories } from './use-older-stories';

/** The end of a pane's list: "Load older", or where the stories end; a failed page says so above it. */
export function LoadOlder({ older, onLoad }: { older: Pick<OlderStories, 'loading' | 'failed' | 'exhausted' | 'searching'>; onLoad: () => void }) {
  return (
    <>
      {older.failed && <p role="alert">Older stories could not be loaded.</p>}
      {older.exhausted ? (
        <p>{older.searching ? 'No older stories match.' : 'You have reached the oldest story.'}</p>
      ) : (
        <Button variant="outline" disabled={older.loading} onClick={onLoad}>
          {older.loading && <Loader2 className="animate-spin" aria-hidden="true" />}
          Load older
        </Button>
      )}
    </>
  );
}
