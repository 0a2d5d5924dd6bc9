/**
 * The interface strings' gaps between the two languages (docs/languages.md): a key in one
 * language only, an empty text, or an English text that is still the Azerbaijani one.
 * Names that are the same in both languages (the allow-list) are not gaps.
 */
export type MessageTree = { [key: string]: string | MessageTree };

function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'object' ? [...flatten(v, `${prefix}${k}.`)] : [[`${prefix}${k}`, String(v)]],
    ),
  );
}

export function messageGaps(
  az: MessageTree,
  en: MessageTree,
  sameInBoth: ReadonlySet<string> = new Set(),
): string[] {
  const a = flatten(az);
  const e = flatten(en);
  const gaps: string[] = [];
  for (const [key, text] of a) {
    if (!e.has(key)) gaps.push(`${key}: English missing`);
    if (text.trim() === '') gaps.push(`${key}: Azerbaijani empty`);
  }
  for (const [key, text] of e) {
    if (!a.has(key)) gaps.push(`${key}: Azerbaijani missing`);
    if (text.trim() === '') gaps.push(`${key}: English empty`);
    else if (a.get(key) === text && !sameInBoth.has(key))
      gaps.push(`${key}: English is the Azerbaijani text`);
  }
  return gaps;
}
