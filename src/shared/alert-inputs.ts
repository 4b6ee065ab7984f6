/**
 * The inputs of the alert and feed-preference procedures. Apart from alerts.ts and
 * preferences.ts because they need zod, and the feed's pages load those two at run time.
 * Every object is strict: a field the procedure does not take (a user id, say) is refused.
 */
import { z } from 'zod';
import { ALERT_IMPACT_MAX, ALERT_IMPACT_MIN, unsubscribeTexts } from './alerts';
import { feedLayouts, timeZoneChoices } from './preferences';

const either = (choices: readonly string[]) => `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;

export const feedPreferencesUpdateInput = z
  .strictObject({
    layout: z.enum(feedLayouts, { error: `Choose the layout ${either(feedLayouts)}.` }).optional(),
    timeZone: z.enum(timeZoneChoices, { error: `Choose the time zone ${either(timeZoneChoices)}.` }).optional(),
  })
  .refine((input) => input.layout !== undefined || input.timeZone !== undefined, { message: 'Send the layout, the time zone or both.' });

const impactRuleMessage = `Choose a whole number from ${ALERT_IMPACT_MIN} to ${ALERT_IMPACT_MAX}, or null for no impact rule.`;

export const alertRulesUpdateInput = z
  .strictObject({
    watchlist: z.boolean().optional(),
    minImpact: z
      .number({ error: impactRuleMessage })
      .int({ error: impactRuleMessage })
      .min(ALERT_IMPACT_MIN, { error: impactRuleMessage })
      .max(ALERT_IMPACT_MAX, { error: impactRuleMessage })
      .nullable()
      .optional(),
    email: z.boolean().optional(),
  })
  .refine((input) => input.watchlist !== undefined || input.minImpact !== undefined || input.email !== undefined, {
    message: 'Send at least one of watchlist, minImpact and email.',
  });

/** 256 random bits in base64url, as alerts/alert-rules.ts makes them: anything else is no link of ours. */
const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token of an unsubscribe link. Checked on the whole object so that a malformed token gets
 * the very text an unknown one gets, not a parser's remark about a field.
 */
export const unsubscribeInput = z
  .strictObject({ token: z.string() })
  .refine((input) => UNSUBSCRIBE_TOKEN_PATTERN.test(input.token), { message: unsubscribeTexts.invalidLink });
