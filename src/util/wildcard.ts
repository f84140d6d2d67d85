/**
 * Wildcard match without regular expressions: `*` matches any run of characters and,
 * when `questionMark` is set, `?` matches one.
 *
 * Patterns and names both come from pull requests (a recording's header, loopgate.json), so
 * the match must stay linear in their lengths: a back-tracking matcher costs pattern × name
 * (an 800 KB pattern took minutes). The pattern is cut at `*` into literal pieces; the first
 * must start the name, the last must end it, and each piece between is taken at its leftmost
 * place after the previous one. Taking the leftmost place is never wrong: it leaves the
 * most room for the pieces after it. Literal pieces are found with `indexOf`, which is
 * linear; a piece holding `?` (path segments only, which file systems keep short) is
 * compared position by position.
 */
export function wildcardMatch(pattern: string, text: string, questionMark = false): boolean {
  const pieces = pattern.split("*");
  const first = pieces[0]!;
  if (pieces.length === 1) return text.length === first.length && pieceAt(first, text, 0, questionMark);
  const last = pieces[pieces.length - 1]!;
  if (first.length + last.length > text.length) return false;
  if (!pieceAt(first, text, 0, questionMark)) return false;
  if (!pieceAt(last, text, text.length - last.length, questionMark)) return false;
  let from = first.length;
  const end = text.length - last.length;
  for (let i = 1; i < pieces.length - 1; i += 1) {
    const piece = pieces[i]!;
    const at = findPiece(piece, text, from, questionMark);
    if (at === -1 || at + piece.length > end) return false;
    from = at + piece.length;
  }
  return true;
}

function hasWildChar(piece: string, questionMark: boolean): boolean {
  return questionMark && piece.includes("?");
}

/** Whether `piece` matches `text` at `at` exactly. */
function pieceAt(piece: string, text: string, at: number, questionMark: boolean): boolean {
  if (!hasWildChar(piece, questionMark)) return text.startsWith(piece, at);
  if (at + piece.length > text.length) return false;
  for (let i = 0; i < piece.length; i += 1) {
    if (piece[i] !== "?" && piece[i] !== text[at + i]) return false;
  }
  return true;
}

/** The leftmost place at or after `from` where `piece` matches, or -1. */
function findPiece(piece: string, text: string, from: number, questionMark: boolean): number {
  if (!hasWildChar(piece, questionMark)) return text.indexOf(piece, from);
  for (let at = from; at + piece.length <= text.length; at += 1) {
    if (pieceAt(piece, text, at, questionMark)) return at;
  }
  return -1;
}
