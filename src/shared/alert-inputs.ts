/**
 * The inputs of the alert and feed-preference procedures. Apart from alerts.ts and
 * preferences.ts because they need zod, and the feed's pages load those two at run time.
 * Every object is strict: a field the procedure does not take (a user id, say) is refused.
 */
import { z } from 'zod';
import { ALERT_IMPACT_MAX, ALERT_IMPACT_MIN, alertConditionWords, alertDirections, alertRuleLimits, hasCondition, unsubscribeTexts } from './alerts';
import { newsCategories } from './news-kinds';
import { feedLayouts, timeZoneChoices } from './preferences';

const either = (choices: readonly string[]) => `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;

export const feedPreferencesUpdateInput = z
  .strictObject({
    layout: z.enum(feedLayouts, { error: `Choose the layout ${either(feedLayouts)}.` }).optional(),
    timeZone: z.enum(timeZoneChoices, { error: `Choose the time zone ${either(timeZoneChoices)}.` }).optional(),
  })
  .refine((input) => input.layout !== undefined || input.timeZone !== undefined, { message: 'Send the layout, the time zone or both.' });

const impactRuleMessage = `Choose a whole number from ${ALERT_IMPACT_MIN} to ${ALERT_IMPACT_MAX}, or null for no impact condition.`;
const limits = alertRuleLimits;

/** Text as typed: trimmed, inner runs of spaces made one. */
const typed = (max: number, what: string) =>
  z
    .string({ error: `Enter ${what} as text.` })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, { error: `${what[0]?.toUpperCase()}${what.slice(1)} cannot be empty.` })
        .max(max, { error: `Keep ${what} to ${max} characters.` }),
    );

/** Letters, digits, spaces and the separators symbols use ("EUR/USD", "BRK.B", "^GSPC", "US Treasuries"). */
const INSTRUMENT_PATTERN = /^[\p{L}\p{N} .\-/=^&]+$/u;

const conditionFields = {
  keywords: z
    .array(typed(limits.keywordLength, 'a keyword'), { error: 'Send the keywords as a list.' })
    .max(limits.keywords, { error: `A rule holds at most ${limits.keywords} keywords.` }),
  category: z.enum(newsCategories, { error: `Choose the category ${either(newsCategories)}, or null for any.` }).nullable(),
  direction: z.enum(alertDirections, { error: `Choose the direction ${either(alertDirections)}, or null for either.` }).nullable(),
  minImpact: z
    .number({ error: impactRuleMessage })
    .int({ error: impactRuleMessage })
    .min(ALERT_IMPACT_MIN, { error: impactRuleMessage })
    .max(ALERT_IMPACT_MAX, { error: impactRuleMessage })
    .nullable(),
  instruments: z
    .array(
      typed(limits.instrumentLength, 'an instrument').refine((value) => INSTRUMENT_PATTERN.test(value), {
        message: 'An instrument is a symbol such as NVDA, EUR/USD or US Treasuries.',
      }),
      { error: 'Send the instruments as a list.' },
    )
    .max(limits.instruments, { error: `A rule names at most ${limits.instruments} instruments.` }),
  watchlist: z.boolean({ error: 'Send watchlist as true or false.' }),
};

const ruleFields = { name: typed(limits.nameLength, 'a name'), enabled: z.boolean({ error: 'Send enabled as true or false.' }), ...conditionFields };
const noConditionMessage = `Choose at least one condition: ${either(alertConditionWords)}.`;
const ruleId = z.uuid({ error: 'This alert rule does not exist.' });

/** A new rule: every field but `enabled` (on unless said) is sent; at least one condition. */
export const alertRuleCreateInput = z
  .strictObject({ ...ruleFields, enabled: ruleFields.enabled.default(true) })
  .refine(hasCondition, { message: noConditionMessage });

/** A change of one rule (its switch, say): what is left out stays; the rule must still hold a condition (checked with the stored rule). */
export const alertRuleUpdateInput = z.strictObject({ id: ruleId, ...z.strictObject(ruleFields).partial().shape });

export const alertRuleDeleteInput = z.strictObject({ id: ruleId });

export const alertRuleNoConditionMessage = noConditionMessage;

/** The per-user channel: alert e-mails on or off. */
export const alertEmailInput = z.strictObject({ email: z.boolean({ error: 'Send email as true or false.' }) });

/** 256 random bits in base64url, as alerts/alert-rules.ts makes them: anything else is no link of ours. */
const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token of an unsubscribe link. Checked on the whole object so that a malformed token gets
 * the very text an unknown one gets, not a parser's remark about a field.
 */
export const unsubscribeInput = z
  .strictObject({ token: z.string() })
  .refine((input) => UNSUBSCRIBE_TOKEN_PATTERN.test(input.token), { message: unsubscribeTexts.invalidLink });
