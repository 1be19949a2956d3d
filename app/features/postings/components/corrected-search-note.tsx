/**
 * Said above a list when nothing matched the search as typed and the list
 * shows what matched it corrected word by word (posting-search.server.ts).
 */
export function CorrectedSearchNote({ asked, corrected }: { asked: string; corrected: string | null }) {
  if (!corrected) return null;
  return (
    <p className="mb-2 text-sm" data-testid="corrected-search">
      No exact match for “{asked}”. Showing results for <strong>“{corrected}”</strong>.
    </p>
  );
}
