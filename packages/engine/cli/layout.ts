/** Plain-text layout for the CLI: aligned columns and wrapped paragraphs, no colours (output may be piped). */

/** Lines of left-aligned columns, each as wide as its widest cell, separated by two spaces. */
export function columns(rows: readonly (readonly string[])[], indent = ''): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  return rows.map((row) =>
    (
      indent + row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ')
    ).trimEnd(),
  );
}

/** A paragraph broken at spaces to at most `width` characters a line. */
export function wrap(text: string, width = 78, indent = ''): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(indent + line);
  return lines;
}
