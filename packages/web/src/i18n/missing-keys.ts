/** The dotted keys of every text in a nested catalog ('shell.menu.home'). */
export function flattenKeys(catalog: unknown, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  if (typeof catalog === 'string') {
    keys.set(prefix, catalog);
    return keys;
  }
  if (catalog && typeof catalog === 'object') {
    for (const [name, value] of Object.entries(catalog)) {
      for (const [key, text] of flattenKeys(value, prefix ? `${prefix}.${name}` : name)) keys.set(key, text);
    }
  }
  return keys;
}

/** The keys English has and `catalog` lacks (or leaves empty). */
export function missingKeys(english: unknown, catalog: unknown): string[] {
  const translated = flattenKeys(catalog);
  return [...flattenKeys(english).keys()].filter((key) => !translated.get(key));
}
