import type { ReactNode } from 'react';

/**
 * The element tree satori lays out: React's `{ type, props }` shape, built without JSX so the server needs
 * no React runtime. Styles are satori's CSS subset (flexbox only).
 */
export type ShareNode = { type: string; key: null; props: Record<string, unknown> };
export type ShareChild = ShareNode | string;
export type ShareStyle = Record<string, string | number>;

export function el(type: string, style: ShareStyle, ...children: ShareChild[]): ShareNode {
  return { type, key: null, props: { style, children } };
}

/** An SVG element (satori draws <svg> children itself), with plain attributes. */
export function svg(attributes: Record<string, string | number>, ...children: ShareNode[]): ShareNode {
  return { type: 'svg', key: null, props: { ...attributes, children } };
}

export function path(attributes: Record<string, string | number>): ShareNode {
  return { type: 'path', key: null, props: attributes };
}

/** satori types its input as a React node; this tree is one, made by hand. */
export function asReactNode(node: ShareNode): ReactNode {
  return node as unknown as ReactNode;
}
