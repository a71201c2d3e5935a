/** A sentence with its `{{placeholders}}` filled; a slot with no value is a bug the sentence tests catch. */
export function fill(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Every `{{placeholder}}` of a sentence, sorted: what every language's sentence for the slot must carry. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string).sort();
}
