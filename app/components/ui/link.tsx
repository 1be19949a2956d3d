import {
  type FormProps,
  type LinkProps,
  type NavLinkProps,
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
} from "react-router";

/*
 * React Router's Link, NavLink and Form, without the `data-discover="true"`
 * they write on every link and form for lazy route discovery. Every page
 * names the whole route manifest (react-router.config.ts, routeDiscovery
 * "initial"), so nothing reads the attribute: it was 20 bytes on each of the
 * ~70 links of a list page, 1.4 KB of its 50 KB budget (DESIGN.md). The app
 * imports these three from here (app/import-rules.test.ts checks it); a
 * `discover` prop still wins where one is given.
 */

export function Link(props: LinkProps & React.RefAttributes<HTMLAnchorElement>) {
  return <RouterLink discover="none" {...props} />;
}

export function NavLink(props: NavLinkProps & React.RefAttributes<HTMLAnchorElement>) {
  return <RouterNavLink discover="none" {...props} />;
}

export function Form(props: FormProps & React.RefAttributes<HTMLFormElement>) {
  return <RouterForm discover="none" {...props} />;
}
