import { Link, type LinkProps } from '@chakra-ui/react';
import { matchPath, Link as RouterLink, useLocation } from 'react-router';

interface NavItemLinkProps extends Omit<LinkProps, 'href' | 'asChild'> {
  to: string;
  /** Route patterns on which this link is the current page; by default its own path. */
  activeOn?: readonly string[];
}

/**
 * A router link that marks itself `aria-current="page"` (styled with `_currentPage`). Unlike
 * NavLink it can be current on several routes, e.g. Home on both / and /home.
 */
export function NavItemLink({ to, activeOn = [to], children, ...props }: NavItemLinkProps) {
  const { pathname } = useLocation();
  const current = activeOn.some((pattern) => matchPath(pattern, pathname));
  return (
    <Link asChild aria-current={current ? 'page' : undefined} {...props}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
