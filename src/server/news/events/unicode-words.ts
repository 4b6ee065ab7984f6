/**
 * `\b` and `\w` only know ASCII letters; German and Portuguese words may start or end with a
 * letter such as ü, ß, ç or ã. These cues are written with `\b` and `\w` and compiled with
 * Unicode letter classes.
 */
const LETTER_BOUNDARY = String.raw`(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))`;

export function unicodeWords(re: RegExp): RegExp {
  const source = re.source.replaceAll(String.raw`\b`, LETTER_BOUNDARY).replaceAll(String.raw`\w`, String.raw`[\p{L}\p{N}_]`);
  return new RegExp(source, `${re.flags.replace('u', '')}u`);
}

/** A literal string as a pattern: "S&P 500" matches itself, its dot or plus taken as written. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
