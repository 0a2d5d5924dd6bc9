/**
 * Edit distance with adjacent transpositions (optimal string alignment):
 * `seihyye` → `sehiyye` is one edit, not two. Returns `max + 1` as soon as
 * the distance must exceed `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length]!;
}

// Letters next to each other on a QWERTY keyboard, the Azerbaijani layout's base
// (its own letters sit on punctuation keys and fold to these, lib/core/search/fold.ts).
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Whether two letters are neighbours on the keyboard: side by side, or above and below. */
function neighbours(a: string, b: string): boolean {
  const at = (ch: string) => {
    const row = ROWS.findIndex((r) => r.includes(ch));
    return { row, col: row < 0 ? -9 : ROWS[row]!.indexOf(ch) };
  };
  const p = at(a);
  const q = at(b);
  if (p.row < 0 || q.row < 0) return false;
  const across = q.col - p.col;
  return p.row === q.row
    ? Math.abs(across) === 1
    : Math.abs(p.row - q.row) === 1 && across >= -1 && across <= 1;
}

/**
 * Whether `typed` is one of the likeliest slips away from `meant`: two
 * neighbouring letters swapped, a letter doubled or a double letter halved,
 * or a letter replaced by its neighbour on the keyboard (`memorandumi` from
 * `memorandumu`, `hesabatt` from `hesabat`). Among suggestions equally many
 * edits away, these are the likelier meant words.
 */
export function likelySlip(typed: string, meant: string): boolean {
  const [short, long] = typed.length < meant.length ? [typed, meant] : [meant, typed];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (long.length === short.length + 1)
    return (
      long.slice(i + 1) === short.slice(i) && (long[i] === long[i - 1] || long[i] === long[i + 1])
    );
  if (long.length !== short.length || i === short.length) return false;
  if (short.slice(i + 1) === long.slice(i + 1)) return neighbours(short[i]!, long[i]!);
  return (
    short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2)
  );
}
