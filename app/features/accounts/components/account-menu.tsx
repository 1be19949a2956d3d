import { FallbackImage } from "~/components/ui/fallback-image";
import { HeaderPopover } from "~/components/ui/header-popover";
import { Icon, type IconName } from "~/components/ui/icon";
import { Form, Link } from "~/components/ui/link";
import { m } from "~/paraglide/messages";
import type { Viewer } from "../use-viewer";

const MENU_ID = "account-menu";

/**
 * The signed-in member's button in the header and its menu (a header popover):
 * their pages as links and Sign Out as a form, all of which work before the
 * page's scripts have run.
 */
export function AccountMenu({ viewer }: { viewer: Viewer }) {
  const links: { to: string; icon: IconName; label: string }[] = [
    ...(viewer.username
      ? [{ to: `/u/${viewer.username}`, icon: "user" as const, label: m.account_my_profile() }]
      : []),
    { to: "/applications", icon: "file-text", label: m.account_my_applications() },
    { to: "/productions", icon: "clapperboard", label: m.account_my_productions() },
    { to: "/credits", icon: "award", label: m.account_credits_to_confirm() },
    { to: "/account", icon: "settings", label: m.account_settings() },
    ...(viewer.isStaff ? [{ to: "/staff", icon: "shield" as const, label: m.account_staff() }] : []),
  ];
  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        // Its look follows the header's data-scrolled (app/app.css), as the nav links' does.
        className="account-button"
        aria-label={m.account_menu_for({ name: viewer.name })}
      >
        <FallbackImage
          src={viewer.imageUrl}
          fallback="/images/default-avatar.svg"
          alt=""
          className="size-8 rounded-full object-cover"
          width={32}
          height={32}
          loading="eager"
        />
        <span className="hidden max-w-32 truncate md:inline">{viewer.name}</span>
      </button>
      <HeaderPopover id={MENU_ID} label={m.account_label()} className="min-w-52">
        <p className="header-popover-note">{m.signed_in_as({ name: viewer.name })}</p>
        <ul>
          {links.map(({ to, icon, label }) => (
            <li key={to}>
              <Link to={to} className="header-popover-item">
                <Icon name={icon} />
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <hr className="my-1 border-border" />
        <Form method="post" action="/logout">
          <button type="submit" className="header-popover-item">
            <Icon name="log-out" /> {m.sign_out()}
          </button>
        </Form>
      </HeaderPopover>
    </>
  );
}
