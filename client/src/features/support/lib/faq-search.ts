export type FaqItem = { question: string; answer: string };
export type FaqSection = { title: string; items: FaqItem[] };

/** Sections with only the questions whose text contains the search, case-insensitively; empty sections drop out. */
export function searchFaq(sections: readonly FaqSection[], search: string): FaqSection[] {
  const wanted = search.trim().toLowerCase();
  return sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => item.question.toLowerCase().includes(wanted)),
    }))
    .filter((section) => section.items.length > 0);
}
