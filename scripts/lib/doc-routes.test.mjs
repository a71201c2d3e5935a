import { describe, expect, it } from 'vitest';
import { renderRoutes } from './doc-routes.mjs';

const routes = [
  { path: '/login', access: 'public', early: [] },
  { path: '/journal', access: 'signed-in', early: ['/api/journal'] },
  { path: '*', access: 'public', early: [] },
];
const document = (table) => `# Doc\n\n<!-- routes: web -->\n${table}\n<!-- /routes -->\n`;

describe("the documentation's route table", () => {
  it('draws each route with who may open it and what its first paint starts, padded as the formatter writes it', () => {
    const rendered = renderRoutes(document(''), routes);
    expect(rendered).toContain(
      '| `/journal`                    | signed in       | `/api/me`, `/api/journal` |',
    );
    expect(rendered).toContain(
      '| any other address (not found) | anyone          | `/api/me`                 |',
    );
    expect(renderRoutes(rendered, routes)).toBe(rendered);
  });

  it('differs from a document that drew a route another way', () => {
    const rendered = renderRoutes(document(''), routes);
    const stale = rendered.replace('signed in', 'premium  ');
    expect(renderRoutes(stale, routes)).not.toBe(stale);
  });
});
