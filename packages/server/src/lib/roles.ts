// better-auth's admin plugin stores a user's roles as one comma-separated text: 'admin', 'user,admin'.

function rolesOf(roles: string | null | undefined): string[] {
  return (roles ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export function hasRole(roles: string | null | undefined, role: string): boolean {
  return rolesOf(roles).includes(role);
}

/** The role list with `role` added (`on`) or removed; null when no role is left. */
export function withRole(roles: string | null | undefined, role: string, on: boolean): string | null {
  const others = rolesOf(roles).filter((entry) => entry !== role);
  const next = on ? [...others, role] : others;
  return next.length > 0 ? next.join(',') : null;
}
