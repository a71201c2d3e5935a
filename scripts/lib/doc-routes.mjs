// The web's route table as docs/architecture.md shows it (issue 36, item 5), rendered from app/route-table.ts, the
// table the router is checked against: path, who may open it, and what the page's first paint starts.
const BLOCK = /<!-- routes: web -->\n[\s\S]*?<!-- \/routes -->/;

const WHO = { public: 'anyone', 'signed-in': 'signed in', premium: 'premium', admin: 'admin' };

/** One row per declared route, in the table's order. */
function renderRouteTable(routes) {
  const rows = routes.map((route) => {
    const path = route.path === '*' ? 'any other address (not found)' : `\`${route.path}\``;
    const early = ['/api/me', ...route.early].map((address) => `\`${address}\``).join(', ');
    return [path, WHO[route.access], early];
  });
  return padded([['page', 'who may open it', 'started with the page'], ...rows]);
}

/** A Markdown table with every column padded to its widest cell, as the formatter (Biome) writes it. */
function padded(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  const [head, ...body] = rows;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

/** The document with its route block rendered from `routes`; unchanged when it has none. */
export function renderRoutes(document, routes) {
  return document.replace(BLOCK, `<!-- routes: web -->\n${renderRouteTable(routes)}\n<!-- /routes -->`);
}

export const hasRouteBlock = (document) => BLOCK.test(document);
