/**
 * How a user reads the feed, kept on the server per user so it follows them to every device:
 * story cards or one line per story, and the time zone of the feed's clock and dates. No schema
 * library here: the feed's pages use these constants.
 */
export const feedLayouts = ['cards', 'dense'] as const;
export type FeedLayout = (typeof feedLayouts)[number];

/**
 * The clocks a trader chooses from, by IANA zone; 'local' is the browser's own zone.
 * Frankfurt keeps Berlin's time (the IANA database has no zone of its own for it).
 */
export const timeZoneLabels = {
  local: 'Local time',
  UTC: 'UTC',
  'America/New_York': 'New York',
  'Europe/London': 'London',
  'Europe/Berlin': 'Frankfurt',
  'Asia/Tokyo': 'Tokyo',
} as const;
export type TimeZoneChoice = keyof typeof timeZoneLabels;
export const timeZoneChoices = Object.keys(timeZoneLabels) as TimeZoneChoice[];

export type FeedPreferences = { layout: FeedLayout; timeZone: TimeZoneChoice };
export const defaultFeedPreferences: FeedPreferences = { layout: 'cards', timeZone: 'local' };

/** The IANA zone of a choice; undefined for the reader's own zone. */
export const ianaZone = (choice: TimeZoneChoice): string | undefined => (choice === 'local' ? undefined : choice);
