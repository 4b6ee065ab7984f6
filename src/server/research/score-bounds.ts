/**
 * The card's colour and call as bounds on |score|, for SQL that bands stories in the database.
 * The rules stay those of src/shared/impact.ts: each bound is found by asking the rule itself
 * (bisection down to adjacent doubles), so a change of a threshold or of the rounding there
 * moves the bound here with it.
 */
import { impactLevel, shownDirection } from '../../shared/impact';

/** The least |score| in [0, 1] for which `holds` is true; `holds` must be false at 0, true at 1, and stay true once true. */
function leastScoreWhere(holds: (score: number) => boolean): number {
  let below = 0;
  let at = 1;
  for (;;) {
    const middle = (below + at) / 2;
    if (middle === below || middle === at) return at;
    if (holds(middle)) at = middle;
    else below = middle;
  }
}

/** From this |score| a card is yellow (4.0) or red. */
export const MEDIUM_FROM = leastScoreWhere((score) => impactLevel(score) !== 'low');
/** From this |score| a card is red (7.0). */
export const HIGH_FROM = leastScoreWhere((score) => impactLevel(score) === 'high');
/** From this |score| a card calls a direction (1.0): bullish when the score is positive, bearish when negative. */
export const CALLED_FROM = leastScoreWhere((score) => shownDirection(score) !== 'neutral');
