/** The signed-in area may stream: a skeleton while the tab's data loads. */
export default function AdminLoading() {
  return (
    <div role="status" aria-live="polite" className="grid gap-4">
      <span className="sr-only">Učitavanje...</span>
      <div className="h-9 w-48 animate-pulse rounded-xl bg-muted" />
      <div className="h-12 animate-pulse rounded-2xl bg-muted" />
      <div className="h-64 animate-pulse rounded-2xl bg-muted" />
    </div>
  );
}
