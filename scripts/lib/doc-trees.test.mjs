import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderTrees, UNDESCRIBED } from './doc-trees.mjs';

/** A folder with two subfolders and a module, and a document that describes what it held before. */
function fixture() {
  const root = mkdtempSync(join(tmpdir(), 'doc-trees-'));
  mkdirSync(join(root, 'src', 'routes'), { recursive: true });
  mkdirSync(join(root, 'src', 'metrics'), { recursive: true });
  writeFileSync(join(root, 'src', 'main.ts'), '');
  writeFileSync(join(root, 'src', 'main.test.ts'), '');
  return root;
}
const documentOf = (lines) =>
  `# Doc\n\n<!-- tree: src -->\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n<!-- /tree -->\n`;

describe('a folder tree in a document', () => {
  it('is unchanged while the folder holds what it lists', () => {
    const document = documentOf([
      '  metrics/        the metrics',
      '  routes/         one file per resource,',
      '                  each thin',
      '  main.ts         start',
    ]);
    expect(renderTrees(document, fixture())).toBe(document);
  });

  it('drops what the folder no longer holds and marks what it gained as not described', () => {
    const document = documentOf([
      '  routes/         one file per resource',
      '  old.ts          gone',
      '  main.ts         start',
    ]);
    const rendered = renderTrees(document, fixture());
    expect(rendered).not.toContain('old.ts');
    expect(rendered).toContain(`  metrics/        ${UNDESCRIBED}`);
    expect(rendered).toContain('  routes/         one file per resource');
  });

  it('leaves tests out, and puts a long name on a line of its own', () => {
    const root = fixture();
    writeFileSync(join(root, 'src', 'a-long-module-name.ts'), '');
    const rendered = renderTrees(documentOf(['  a-long-module-name.ts', '                  long']), root);
    expect(rendered).toContain('  a-long-module-name.ts\n                  long\n');
    expect(rendered).not.toContain('main.test.ts');
  });
});
