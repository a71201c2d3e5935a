// A request one test makes to a route, in a module of its own: the recipes build them and the edge dates vary
// them, and neither imports the other back for the type (no cycle, decision 051).
export type RouteCall = { url: string; body?: unknown };
