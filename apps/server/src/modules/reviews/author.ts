/**
 * How a review's author is shown in public: first name and the initial of the last name ("Jeanne M."),
 * never the full name or the e-mail (docs/rules/reviews.md).
 */
export function authorLabel(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}
