/** Words after which a count's description no longer names what is counted ("eventos com vendas"). */
const STOP = new Set(['com', 'de', 'do', 'da', 'dos', 'das', 'em', 'no', 'na', 'ou', 'por', 'sem']);

/**
 * A count's description in the singular, for a count of 1 ("1 cadastro", "1 evento futuro", "1 inscrição"): the words
 * before the first preposition lose their plural (-ções → -ção, -ns → -m, -s dropped).
 */
export function singularOf(description: string): string {
  const words = description.split(' ');
  const stop = words.findIndex((w) => STOP.has(w));
  return words
    .map((word, i) => {
      if (stop !== -1 && i >= stop) return word;
      if (word.endsWith('ções')) return `${word.slice(0, -4)}ção`;
      if (word.endsWith('ns')) return `${word.slice(0, -2)}m`;
      return word.endsWith('s') ? word.slice(0, -1) : word;
    })
    .join(' ');
}
