import { Columns2, Pencil, Save, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { FeedSearch } from '@/shared/feed-search';
import { type SavedView, sameFilters, VIEW_NAME_MAX_LENGTH, viewFiltersOf } from '@/shared/saved-views';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { toast } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';
import type { SavedViews } from './saved-views';

const ALL_STORIES = 'all';
const UNSAVED = '';

type Editing = { kind: 'create' } | { kind: 'rename'; view: SavedView } | { kind: 'delete'; view: SavedView } | null;

/**
 * The saved views from the toolbar: switch to one (its filters fill the address), save the
 * filters shown as a new view or over the active one, rename or delete it; on wide screens,
 * open a second pane beside the feed.
 */
export function ViewsBar({
  saved,
  activeId,
  search,
  onSwitch,
  onForget,
  paneToggle,
}: {
  saved: SavedViews;
  activeId: string | undefined;
  search: FeedSearch;
  /** Shows a view's filters, or every story when null. */
  onSwitch: (view: SavedView | null) => void;
  /** The active view was deleted: the filters stay, unsaved. */
  onForget: () => void;
  /** Offered on wide screens only. */
  paneToggle: { open: boolean; onToggle: () => void } | null;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const active = saved.views.find((view) => view.id === activeId);
  const changed = active !== undefined && !sameFilters(active.filters, search);
  const unsavedFilters = !active && Object.keys(viewFiltersOf(search)).length > 0;

  const overwrite = (view: SavedView) =>
    saved.update.mutate(
      { id: view.id, filters: viewFiltersOf(search) },
      {
        onSuccess: () => toast(`“${view.name}” now holds these filters.`, { tone: 'success' }),
        onError: (error) => toast(error.message, { tone: 'error' }),
      },
    );

  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Saved views</legend>
      <label className="flex min-w-0 basis-full items-center gap-2 text-sm sm:basis-auto">
        <span className="shrink-0 text-muted-foreground">View</span>
        <select
          value={active ? active.id : unsavedFilters ? UNSAVED : ALL_STORIES}
          onChange={(event) => onSwitch(saved.views.find((view) => view.id === event.target.value) ?? null)}
          className="h-9 min-w-0 flex-1 rounded-lg border border-input bg-card px-2 text-sm sm:w-52 sm:flex-none"
        >
          {unsavedFilters && (
            <option value={UNSAVED} disabled>
              Unsaved filters
            </option>
          )}
          <option value={ALL_STORIES}>All stories</option>
          {saved.views.map((view) => (
            <option key={view.id} value={view.id}>
              {view.name}
              {view.id === active?.id && changed ? ' (changed)' : ''}
            </option>
          ))}
        </select>
      </label>
      {active && changed && (
        <Button variant="outline" size="sm" className="h-9" disabled={saved.update.isPending} onClick={() => overwrite(active)}>
          <Save aria-hidden="true" /> Save changes
        </Button>
      )}
      <Button variant="outline" size="sm" className="h-9" onClick={() => setEditing({ kind: 'create' })}>
        <Save aria-hidden="true" /> Save as view
      </Button>
      {active && (
        <>
          <Button variant="ghost" size="sm" className="h-9" onClick={() => setEditing({ kind: 'rename', view: active })} aria-label={`Rename “${active.name}”`}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" className="h-9" onClick={() => setEditing({ kind: 'delete', view: active })} aria-label={`Delete “${active.name}”`}>
            <Trash2 aria-hidden="true" />
          </Button>
        </>
      )}
      {paneToggle && (
        <Button
          variant="outline"
          size="sm"
          className={cn('h-9 sm:ml-auto', paneToggle.open && 'border-primary bg-accent')}
          aria-pressed={paneToggle.open}
          onClick={paneToggle.onToggle}
        >
          <Columns2 aria-hidden="true" /> Two panes
        </Button>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          {editing?.kind === 'delete' ? (
            <DeleteView
              view={editing.view}
              saved={saved}
              onDone={(deleted) => {
                setEditing(null);
                if (deleted) onForget();
              }}
            />
          ) : editing ? (
            <NameView
              editing={editing}
              saved={saved}
              search={search}
              onDone={(view) => {
                setEditing(null);
                if (editing.kind === 'create') onSwitch(view);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </fieldset>
  );
}

function NameView({
  editing,
  saved,
  search,
  onDone,
}: {
  editing: Exclude<Editing, null | { kind: 'delete' }>;
  saved: SavedViews;
  search: FeedSearch;
  onDone: (view: SavedView) => void;
}) {
  const [name, setName] = useState(editing.kind === 'rename' ? editing.view.name : '');
  const [error, setError] = useState<string | null>(null);
  const pending = saved.create.isPending || saved.update.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const options = { onSuccess: onDone, onError: (failure: Error) => setError(failure.message) };
    if (editing.kind === 'create') saved.create.mutate({ name, filters: viewFiltersOf(search) }, options);
    else saved.update.mutate({ id: editing.view.id, name }, options);
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{editing.kind === 'create' ? 'Save as view' : 'Rename view'}</DialogTitle>
        <DialogDescription>
          {editing.kind === 'create' ? 'The filters, search and order shown now, under a name of your choice.' : `A new name for “${editing.view.name}”.`}
        </DialogDescription>
      </DialogHeader>
      <label className="grid gap-1.5 text-sm font-medium">
        Name
        <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={VIEW_NAME_MAX_LENGTH} required autoFocus />
      </label>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {editing.kind === 'create' ? 'Save view' : 'Rename'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function DeleteView({ view, saved, onDone }: { view: SavedView; saved: SavedViews; onDone: (deleted: boolean) => void }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Delete “{view.name}”?</DialogTitle>
        <DialogDescription>The view goes; the stories and your watchlist stay.</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button variant="outline" onClick={() => onDone(false)}>
          Keep it
        </Button>
        <Button
          variant="destructive"
          disabled={saved.remove.isPending}
          onClick={() =>
            saved.remove.mutate(view.id, {
              onSuccess: () => onDone(true),
              onError: (error) => toast(error.message, { tone: 'error' }),
            })
          }
        >
          Delete
        </Button>
      </DialogFooter>
    </>
  );
}
