import type { HelpFaq, HelpTopic } from "./help-content";

export type HelpSearchResult<T extends HelpTopic, F extends HelpFaq> = {
  /** The query as it was searched: trimmed, runs of spaces collapsed. Empty means "show everything". */
  query: string;
  topics: T[];
  faqs: F[];
};

/** Lower case without accents, so "Résumé" finds "resume". */
function normalize(text: string) {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

function matchesEveryTerm(haystack: string, terms: string[]) {
  const text = normalize(haystack);
  return terms.every((term) => text.includes(term));
}

function topicText(topic: HelpTopic) {
  return [
    topic.title,
    topic.summary,
    ...topic.sections.flatMap((section) => [section.heading, ...section.body]),
  ].join("\n");
}

/**
 * The topics and FAQs that contain every word of the query (case- and
 * accent-insensitive), in their original order. Every word rather than the
 * exact phrase, so "reset password" finds "How do I reset my password?".
 */
export function searchHelp<T extends HelpTopic, F extends HelpFaq>(
  query: string,
  topics: readonly T[],
  faqs: readonly F[],
): HelpSearchResult<T, F> {
  const cleaned = query.trim().replace(/\s+/g, " ");
  const terms = cleaned ? normalize(cleaned).split(" ") : [];
  if (terms.length === 0) return { query: "", topics: [...topics], faqs: [...faqs] };
  return {
    query: cleaned,
    topics: topics.filter((topic) => matchesEveryTerm(topicText(topic), terms)),
    faqs: faqs.filter((faq) => matchesEveryTerm(`${faq.question}\n${faq.answer}`, terms)),
  };
}
