import {
  ArrowRight,
  BookOpen,
  Briefcase,
  type LucideIcon,
  MessageSquare,
  Rocket,
  Settings,
  Sparkles,
} from "lucide-react";
import { Link } from "~/components/ui/link";
import type { HelpTopic } from "./help-content";

const TOPIC_ICONS: Record<string, LucideIcon> = {
  "getting-started": Rocket,
  "account-settings": Settings,
  "portfolio-tips": Sparkles,
  messaging: MessageSquare,
  "job-applications": Briefcase,
};

export function topicIcon(slug: string) {
  return TOPIC_ICONS[slug] ?? BookOpen;
}

/** Topic cards; the title link covers the whole card so it is one tab stop with a short name. */
export function HelpTopicList({
  topics,
}: {
  topics: readonly Pick<HelpTopic, "slug" | "title" | "summary">[];
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {topics.map((topic) => {
        const Icon = topicIcon(topic.slug);
        return (
          <li
            key={topic.slug}
            className="relative flex gap-4 rounded-xl border bg-card p-5 shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-muted/60"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="grid gap-1">
              <h3 className="font-semibold">
                <Link
                  to={`/help/${topic.slug}`}
                  className="outline-none after:absolute after:inset-0 after:rounded-xl hover:underline"
                >
                  {topic.title}
                </Link>
              </h3>
              <p className="text-sm text-muted-foreground">{topic.summary}</p>
              <span
                className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary"
                aria-hidden
              >
                Read article <ArrowRight className="size-4" />
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
