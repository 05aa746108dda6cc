/** The first index (from `from`) of a sorted list (JavaScript order: strings, or numbers) whose item is not below `x`. */
export function lowerBound<T extends string | number>(sorted: ArrayLike<T>, x: T, from = 0): number {
  let lo = from;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
