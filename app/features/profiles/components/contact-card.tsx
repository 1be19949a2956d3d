import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { ProfileSocialLinks } from "~/db/schema/talent";
import { safeHref } from "../links";
import type { ContactDetails } from "../profile-page-types";

const SOCIAL_LABELS: Record<keyof ProfileSocialLinks, string> = {
  instagram: "Instagram",
  twitter: "Twitter / X",
  linkedin: "LinkedIn",
  facebook: "Facebook",
  youtube: "YouTube",
  imdb: "IMDb",
};

/** Contact details, as far as the owner's visibility setting lets this viewer see them. */
export function ContactCard({ contact }: { contact: ContactDetails }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Contact</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {!contact.visible ? (
          <p className="flex items-start gap-2 text-muted-foreground">
            <Icon name="lock" className="mt-0.5 size-4 shrink-0" />
            {contact.reason === "sign-in" ? (
              <span>
                <Link to={contact.loginUrl} className="font-medium text-primary hover:underline">
                  Sign in
                </Link>{" "}
                to see contact details.
              </span>
            ) : contact.reason === "blocked" ? (
              // Blocked either way: no messaging either, so "Send a message instead" would be a dead end.
              <span>Contact details are not shown between members who have blocked each other.</span>
            ) : (
              <span>Contact details are private. Send a message instead.</span>
            )}
          </p>
        ) : (
          <ContactLinks contact={contact} />
        )}
      </CardContent>
    </Card>
  );
}

function ContactLinks({ contact }: { contact: Extract<ContactDetails, { visible: true }> }) {
  const website = safeHref(contact.website);
  const socials = Object.entries(contact.socialLinks).flatMap(([key, value]) => {
    const href = safeHref(value);
    return href ? [{ key: key as keyof ProfileSocialLinks, href }] : [];
  });
  if (!contact.email && !website && socials.length === 0) {
    return <p className="text-muted-foreground">No contact details added yet.</p>;
  }
  return (
    <ul className="grid gap-2">
      {contact.email ? (
        <li className="flex items-center gap-2">
          <Icon name="mail" className="size-4 text-muted-foreground" />
          <a href={`mailto:${contact.email}`} className="break-all text-primary hover:underline">
            {contact.email}
          </a>
        </li>
      ) : null}
      {website ? (
        <li className="flex items-center gap-2">
          <Icon name="globe" className="size-4 text-muted-foreground" />
          <a
            href={website}
            rel="noopener noreferrer nofollow"
            target="_blank"
            className="break-all text-primary hover:underline"
          >
            {new URL(website).host}
          </a>
        </li>
      ) : null}
      {socials.length > 0 ? (
        <li className="flex flex-wrap gap-2 pt-1">
          {socials.map((social) => (
            <a
              key={social.key}
              href={social.href}
              rel="noopener noreferrer nofollow"
              target="_blank"
              className="rounded-full border px-3 py-1 text-xs font-medium hover:bg-muted"
            >
              {SOCIAL_LABELS[social.key]}
            </a>
          ))}
        </li>
      ) : null}
    </ul>
  );
}
