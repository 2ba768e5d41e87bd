/**
 * Options of a lookup, plus the event's saved value when the lookup leaves it out (a platform company, a disabled
 * category) or has not answered yet: the field shows what the event has, and the server accepts keeping it.
 */
export const lookupOptions = (list: { id: number; name: string }[] | undefined, saved?: { id: number | null; name: string | null }) => {
  const options = (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));
  if (saved?.id != null && saved.name && !list?.some((o) => o.id === saved.id)) options.push({ value: String(saved.id), label: saved.name });
  return options;
};
