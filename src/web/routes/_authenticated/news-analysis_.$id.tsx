import { createFileRoute } from '@tanstack/react-router';
import { EntitledOnly } from '@/web/feed/entitled-only';
import { StoryPage } from '@/web/feed/story-page';
import { loadSignedInPage } from '@/web/route-data/route-loaders';

/** A story's own page, for a link to keep or share; loaded only when opened. */
export const Route = createFileRoute('/_authenticated/news-analysis_/$id')({
  // The watchlist marks the story's symbols; the preferences give its time zone.
  loader: ({ params }) => loadSignedInPage((queries) => [queries.story(params.id), queries.feedPreferences(), queries.watchlist()]),
  component: StoryRoute,
});

function StoryRoute() {
  const { id } = Route.useParams();
  return (
    <EntitledOnly title="Story">
      <StoryPage id={id} />
    </EntitledOnly>
  );
}
