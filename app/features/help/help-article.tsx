import { ArrowLeft, ChevronRight } from "lucide-react";
import { Link } from "~/components/ui/link";
import { ContactSupportCard, PrivacyNote } from "./contact-support-card";
import type { HelpTopic } from "./help-content";
import { topicIcon } from "./help-topic-list";

type TopicLink = Pick<HelpTopic, "slug" | "title" | "summary">;

function HelpBreadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1">
          <Link to="/" className="hover:text-foreground hover:underline">
            Home
          </Link>
          <ChevronRight className="size-4" aria-hidden />
        </li>
        <li className="flex items-center gap-1">
          <Link to="/help" className="hover:text-foreground hover:underline">
            Help Center
          </Link>
          <ChevronRight className="size-4" aria-hidden />
        </li>
        <li>
          <span aria-current="page" className="font-medium text-foreground">
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}

export function HelpArticle({ topic, otherTopics }: { topic: HelpTopic; otherTopics: TopicLink[] }) {
  const Icon = topicIcon(topic.slug);
  return (
    <div className="mx-auto grid max-w-[1400px] gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <article className="grid content-start gap-8">
        <header className="grid gap-4">
          <HelpBreadcrumb title={topic.title} />
          <div className="flex items-start gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
              <Icon className="size-6" aria-hidden />
            </span>
            <div className="grid gap-2">
              <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{topic.title}</h1>
              <p className="text-lg text-muted-foreground">{topic.summary}</p>
            </div>
          </div>
        </header>

        {topic.sections.map((section) => (
          <section key={section.heading} className="grid gap-3">
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.body.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed">
                {paragraph}
              </p>
            ))}
          </section>
        ))}

        <p>
          <Link
            to="/help"
            className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden /> Back to Help Center
          </Link>
        </p>
      </article>

      <aside className="grid content-start gap-6" aria-label="More help">
        <nav
          aria-labelledby="other-topics-title"
          className="grid gap-3 rounded-xl border bg-card p-6 shadow-sm"
        >
          <h2 id="other-topics-title" className="text-lg font-semibold">
            Other help topics
          </h2>
          <ul className="grid gap-1">
            {otherTopics.map((other) => {
              const OtherIcon = topicIcon(other.slug);
              return (
                <li key={other.slug}>
                  <Link
                    to={`/help/${other.slug}`}
                    className="flex items-center gap-3 rounded-lg p-2 text-sm font-medium hover:bg-muted"
                  >
                    <OtherIcon className="size-4 text-primary" aria-hidden />
                    {other.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <ContactSupportCard headingId="article-support-title" />
        <PrivacyNote />
      </aside>
    </div>
  );
}
