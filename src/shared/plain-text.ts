/**
 * The one rule for text a visitor sends: no control characters and no broken Unicode. People
 * never type them; they only break storage (Postgres refuses NUL), mails and logs. A field that
 * holds lines (a textarea) keeps tab, line feed and CR LF.
 */

// C0 controls, DEL and C1 controls.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
// The same, minus tab and line feed, and a carriage return only when it ends a line (CR LF).
const CONTROL_OUTSIDE_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/u;
// A surrogate that is not half of a pair: not text at all.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const CONTROL_ANYWHERE = new RegExp(CONTROL.source, 'gu');

/** Text from outside (a publisher's feed) with every control character turned into a space. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_ANYWHERE, ' ');
}

/** Deeper than any form of the product nests its input. */
export const MAX_INPUT_DEPTH = 16;

/** The first forbidden character of a text as "U+0000", or null when the text is clean. */
export function forbiddenCharacterIn(text: string, { linesAllowed = false } = {}): string | null {
  const match = (linesAllowed ? CONTROL_OUTSIDE_LINES : CONTROL).exec(text) ?? LONE_SURROGATE.exec(text);
  if (!match) return null;
  return `U+${(match[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

function forbiddenCharacterMessage(character: string): string {
  return `Contains a character that is not allowed (${character}).`;
}

export type InputTextProblem = { path: string[]; message: string };

/**
 * Walks a decoded JSON input (keys and values, without recursion so that no nesting can
 * overflow the stack) and returns the first text that breaks the rule, with its field path.
 * `linesAllowedAt` lists the dotted paths of fields that hold lines, e.g. "reason".
 */
export function findForbiddenText(input: unknown, linesAllowedAt: readonly string[] = []): InputTextProblem | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof value === 'string') {
      const character = forbiddenCharacterIn(value, { linesAllowed: linesAllowedAt.includes(path.join('.')) });
      if (character) return { path, message: forbiddenCharacterMessage(character) };
    } else if (typeof value === 'object' && value !== null) {
      if (path.length >= MAX_INPUT_DEPTH) return { path, message: 'Nested too deeply.' };
      const entries = Object.entries(value);
      for (const [key] of entries) {
        const character = forbiddenCharacterIn(key);
        if (character) return { path: [...path, JSON.stringify(key)], message: forbiddenCharacterMessage(character) };
      }
      // Reversed onto the stack so that the first field is checked first.
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] as [string, unknown];
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}
